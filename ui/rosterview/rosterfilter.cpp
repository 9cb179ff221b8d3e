#include "ui/rosterview/rosterfilter.h"

namespace Adc {

RosterFilter::RosterFilter(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setRecursiveFilteringEnabled(true);
    setSortRole(RosterModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setSortLocaleAware(true);
    setFilterCaseSensitivity(Qt::CaseInsensitive);
}

void RosterFilter::setSearchText(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed == m_search)
        return;
    m_search = trimmed;
    invalidateRowsFilter();
}

void RosterFilter::setChips(Chips chips)
{
    if (chips == m_chips)
        return;
    m_chips = chips;
    invalidateRowsFilter();
}

void RosterFilter::setChip(Chip chip, bool on)
{
    setChips(on ? m_chips | chip : m_chips & ~Chips(chip));
}

bool RosterFilter::passesChips(RosterModel::Conditions conditions, Chips chips)
{
    if (chips.testFlag(InSmokeChip) && !conditions.testFlag(RosterModel::InSmoke))
        return false;
    if (chips.testFlag(OutOfApChip) && !conditions.testFlag(RosterModel::OutOfAp))
        return false;
    if (chips.testFlag(RoutedOrBrokenChip) && !conditions.testFlag(RosterModel::Routed)
        && !conditions.testFlag(RosterModel::Broken))
        return false;
    return true;
}

bool RosterFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!isFiltering())
        return true;
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    const auto kind = RosterModel::Kind(index.data(RosterModel::KindRole).toInt());
    // Sides and brigades stay only for a unit that passes (recursive filtering).
    if (kind != RosterModel::Kind::Unit)
        return false;
    if (!m_search.isEmpty()
        && !index.data(RosterModel::NameRole).toString().contains(m_search, Qt::CaseInsensitive))
        return false;
    return passesChips(RosterModel::Conditions(index.data(RosterModel::ConditionsRole).toInt()),
                       m_chips);
}

bool RosterFilter::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const auto kind = RosterModel::Kind(left.data(RosterModel::KindRole).toInt());
    if (kind != RosterModel::Kind::Unit) {
        // The order of battle, whichever way the units are sorted.
        return sortOrder() == Qt::AscendingOrder ? left.row() < right.row()
                                                 : left.row() > right.row();
    }
    return QSortFilterProxyModel::lessThan(left, right);
}

} // namespace Adc

#include "ui/rosterview/rosterfilter.h"

#include "core/common/nameranking.h"

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
    m_folded = NameRanking::folded(trimmed);
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

bool RosterFilter::nameMatches(const QModelIndex &sourceIndex) const
{
    return NameRanking::rankFolded(
               NameRanking::folded(sourceIndex.data(RosterModel::NameRole).toString()), m_folded)
        != NameRanking::NoMatch;
}

bool RosterFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!isFiltering())
        return true;
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    const auto kind = RosterModel::Kind(index.data(RosterModel::KindRole).toInt());
    // Sides stay only for a row that passes (recursive filtering); a
    // brigade for its name, when the search alone filters.
    if (kind == RosterModel::Kind::Brigade)
        return m_chips == NoChip && nameMatches(index);
    if (kind != RosterModel::Kind::Unit)
        return false;
    if (!m_search.isEmpty() && !nameMatches(index) && !nameMatches(sourceParent))
        return false;
    return passesChips(RosterModel::Conditions(index.data(RosterModel::ConditionsRole).toInt()),
                       m_chips);
}

QModelIndex RosterFilter::bestMatch() const
{
    QModelIndex best;
    QModelIndex firstUnit;
    NameRanking::Rank bestRank = NameRanking::NoMatch;
    const auto consider = [&](const QModelIndex &index) {
        const NameRanking::Rank rank = NameRanking::rankFolded(
            NameRanking::folded(index.data(RosterModel::NameRole).toString()), m_folded);
        if (rank < bestRank) {
            best = index;
            bestRank = rank;
        }
    };
    for (int s = 0; s < rowCount(); ++s) {
        const QModelIndex side = index(s, 0);
        for (int b = 0; b < rowCount(side); ++b) {
            const QModelIndex brigade = index(b, 0, side);
            // With a chip on, a brigade shows for its units, never its name.
            if (m_chips == NoChip && !m_search.isEmpty())
                consider(brigade);
            for (int u = 0; u < rowCount(brigade); ++u) {
                if (!firstUnit.isValid())
                    firstUnit = index(u, 0, brigade);
                consider(index(u, 0, brigade));
            }
        }
    }
    // Units shown for their brigade's name alone (with a chip on): the first.
    return best.isValid() ? best : firstUnit;
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

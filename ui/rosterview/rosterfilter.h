#pragma once

#include "ui/rosterview/rostermodel.h"

#include <QSortFilterProxyModel>

namespace Adc {

// The roster as the umpire wants to see it: sorted by any column (units
// within their brigade; sides and brigades keep the order of battle),
// searched by name, and narrowed by chips. A unit shows when its name or
// its brigade's matches the search text (NameRanking) and it has every
// condition chipped; a brigade shows when its name matches (with no chip
// on) or one of its units shows; a side when one of its units does (or,
// with no filter at all, always).
class RosterFilter : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    enum Chip {
        NoChip = 0,
        InSmokeChip = 0x1,
        OutOfApChip = 0x2,
        RoutedOrBrokenChip = 0x4,
    };
    Q_DECLARE_FLAGS(Chips, Chip)

    explicit RosterFilter(QObject *parent = nullptr);

    QString searchText() const { return m_search; }
    void setSearchText(const QString &text);
    Chips chips() const { return m_chips; }
    void setChips(Chips chips);
    void setChip(Chip chip, bool on);
    bool isFiltering() const { return !m_search.isEmpty() || m_chips != NoChip; }

    // The row the search finds best: the unit or brigade whose name ranks
    // best for the text, the first in the tree's order among equals;
    // invalid when none is shown.
    QModelIndex bestMatch() const;

    // Whether a unit with these conditions passes the chips.
    static bool passesChips(RosterModel::Conditions conditions, Chips chips);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    bool nameMatches(const QModelIndex &sourceIndex) const;

    QString m_search;
    QString m_folded;
    Chips m_chips = NoChip;
};

} // namespace Adc

Q_DECLARE_OPERATORS_FOR_FLAGS(Adc::RosterFilter::Chips)

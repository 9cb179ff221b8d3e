#pragma once

#include "ui/rosterview/rostermodel.h"

#include <QSortFilterProxyModel>

namespace Adc {

// The roster as the umpire wants to see it: sorted by any column (units
// within their brigade; sides and brigades keep the order of battle),
// searched by name, and narrowed by chips. A unit shows when its name holds
// the search text and it has every condition chipped; a brigade or side
// shows when one of its units does (or, with no filter at all, always).
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

    // Whether a unit with these conditions passes the chips.
    static bool passesChips(RosterModel::Conditions conditions, Chips chips);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    QString m_search;
    Chips m_chips = NoChip;
};

} // namespace Adc

Q_DECLARE_OPERATORS_FOR_FLAGS(Adc::RosterFilter::Chips)

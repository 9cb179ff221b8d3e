#pragma once

#include "ui/rosterview/rostertree.h"

#include <memory>
#include <utility>
#include <vector>

namespace Adc {

// One row of the roster tree: a side, a brigade or a unit.
struct RosterNode
{
    RosterTree::Kind kind = RosterTree::Kind::Unit;
    RosterNode *parent = nullptr;
    int row = 0;
    qint64 id = 0;
    qint64 sortOrder = 0;
    std::vector<std::unique_ptr<RosterNode>> children;
    SideRecord side;
    BrigadeRecord brigade;
    UnitRecord unit;

    // Siblings stand in the battle's order: sort order, then id.
    std::pair<qint64, qint64> key() const { return { sortOrder, id }; }
    bool isPlaceholder() const { return kind == RosterTree::Kind::Brigade && id == 0; }

    // Adds the castings and CW of every unit at or under this row.
    void addTotals(int *castings, int *castingsInitial, int *cw, int *cwInitial) const
    {
        if (kind == RosterTree::Kind::Unit) {
            *castings += unit.castings;
            *castingsInitial += unit.castingsInitial;
            *cw += unit.cw;
            *cwInitial += unit.cwInitial;
            return;
        }
        for (const auto &child : children)
            child->addTotals(castings, castingsInitial, cw, cwInitial);
    }

    int unitCount() const
    {
        if (kind == RosterTree::Kind::Unit)
            return 1;
        int count = 0;
        for (const auto &child : children)
            count += child->unitCount();
        return count;
    }
};

} // namespace Adc

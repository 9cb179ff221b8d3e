#pragma once

#include "common/rulings.h"
#include "model/unitrecord.h"
#include "page/pageboxes.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace Adc {

struct RosterStyle;

// One unit on the roster sheet: its name and what it is, then its runs of
// boxes (castings, steps, the CW track, AP, smoke, morale) flowed over as
// many rows as the width needs.
class RosterUnit
{
public:
    RosterUnit(const UnitRecord &unit, const Rulings &rulings);

    // The height the unit takes, millimetres.
    double height(const RosterStyle &style, double width) const;
    // Paints the unit from `top` (millimetres); returns where it ends.
    double paint(PageBoxes &boxes, const RosterStyle &style, double top, double width) const;

private:
    // One labelled run of boxes: "Castings 11/12" and a box per casting,
    // the CW track, or the morale states each with its own word.
    struct Group
    {
        enum class Kind { Boxes, Track, Labelled };
        Kind kind = Kind::Boxes;
        QString label;
        QList<PageBoxes::Mark> marks; // Boxes, Labelled: one per box
        QList<int> numbers; // Track: from the top value down
        int current = -1; // Track: the value marked as current
        QStringList words; // Labelled: the word after each box
    };
    struct Placed;

    static QList<Group> groupsOf(const UnitRecord &unit, const Rulings &rulings);
    // Places the groups in rows of `width` mm; returns the rows used.
    int flow(const RosterStyle &style, double width, QList<Placed> *placed) const;
    void paintName(PageBoxes &boxes, const RosterStyle &style, double y, double width) const;
    void paintBoxes(PageBoxes &boxes, const QList<Placed> &placed, double y) const;
    void paintNumbers(PageBoxes &boxes, const RosterStyle &style, const QList<Placed> &placed,
                      double y) const;

    UnitRecord m_unit;
    QList<Group> m_groups;
};

} // namespace Adc

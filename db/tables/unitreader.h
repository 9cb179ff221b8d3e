#pragma once

#include "core/common/result.h"

#include "core/common/rulings.h"
#include "core/model/unitdraft.h"
#include "core/model/unitrecord.h"

#include <QJsonObject>
#include <QStringList>
#include <optional>

namespace Adc {

// Reads one unit of an order of battle strictly: a unit object of docs/contract.md
// (`adc unit add`, a JSON order of battle), one CSV row, or the draft of
// an order (add-unit, edit). Fields left out
// take the rules' defaults; every problem is reported as "FIELD: what is
// wrong", all of them, in field order.
//
// Defaults:
// - class line, steps 0, morale steady, terrain open, smoke and the segment
//   flags false, feature empty, replenishment_turns 0;
// - castings_initial = castings;
// - cw: when both cw and cw_initial are left out, cw_initial = castings_initial
//   and cw = castings (a permanent loss takes one casting and one CW point, so
//   a unit entered with losses has lost as much CW); when only cw is given,
//   cw_initial = cw plus those losses; when only cw_initial is given, cw =
//   cw_initial less those losses;
// - infantry and cavalry: the starting AP of the ammunition table (8,
//   seed 002), weapon musket, formation line; no tubes, no ball or canister AP;
// - artillery and battalion guns: full loads ap_ball_full and ap_canister_full
//   (its national appendix) as given, else the rulings battery-ball-ap,
//   battery-canister-ap or the ap_ball and ap_canister it is entered with,
//   whichever is more; its loads, else full (never above full); weapon 6pdr,
//   formation unlimbered,
//   castings = tubes (one gun model with its crew each); no small-arms AP.
//
// Required: name, side, brigade, arm, and castings (infantry, cavalry) or
// tubes (guns).
class UnitReader
{
public:
    // Whether the object may carry an "id" (an exported order of battle does;
    // `adc unit add` does not: the battle gives ids).
    enum class IdField { Rejected, Allowed };

    explicit UnitReader(Rulings rulings = Rulings(), IdField id = IdField::Rejected);

    // The unit, or a failure listing every problem ("FIELD: what is wrong").
    // `newNames`: the name fields (name, side, brigade) given anew, which
    // must each be one line (NameText); an edit gives only the field it
    // changes, so a unit of an older battle named otherwise still edits.
    Result<UnitRecord> read(const QJsonObject &object,
                            const QStringList &newNames = nameFields()) const;
    // The same of a unit read already where it entered (an order's).
    Result<UnitRecord> read(const UnitDraft &draft,
                            const QStringList &newNames = nameFields()) const;
    static QStringList nameFields()
    {
        return { QStringLiteral("name"), QStringLiteral("side"), QStringLiteral("brigade") };
    }

    // The unit with a battery's full loads it was made without (both 0, as
    // a new record's are) given as read() gives them: the rulings' or its
    // loads, whichever is more.
    static UnitRecord withFullLoads(UnitRecord unit, const Rulings &rulings);

    // Ammunition of infantry and cavalry at the start of a battle, from the
    // ammunition table (seed 002: "Infantry has 8 AP's").
    static int smallArmsAp();

    // Ranges accepted for the counts of a unit.
    static constexpr int maxCastings = 999;
    static constexpr int maxTubes = 99;
    static constexpr int maxAp = 99;
    static constexpr int maxSteps = 2;
    static constexpr int maxTurns = 999;
    // Inches from the edge of a town feature.
    static constexpr double maxEdgeDistance = 999;

private:
    Result<UnitRecord> read(const UnitDraft &draft, const QStringList &newNames,
                            const QStringList &unknown, const QStringList &unreadable) const;

    Rulings m_rulings;
    IdField m_id;
};

} // namespace Adc

#pragma once

#include "core/ammunition/ammunitionload.h"
#include "core/common/rulings.h"
#include "core/common/tablereader.h"
#include "core/common/vocabulary.h"
#include "core/model/unitrecord.h"

#include <QJsonObject>
#include <QList>
#include <array>
#include <optional>

namespace Adc {

// Whether a unit out of contact refills its ammunition now, and to what
// (seed 002, Ammunition: replenishment).
struct Replenishment
{
    bool refills = false;
    // Consecutive out-of-contact turns the arm needs (infantry 1, artillery 4).
    int turnsNeeded = 0;
    // Turns still to go before it refills (0 when it refills now).
    int turnsToGo = 0;
    // The load after this turn: full when it refills, else as it was.
    AmmunitionLoad load;
};

// Ammunition points (resources/rules/ammunition.json). A l'Ombre des Aigles,
// seed 002, Ammunition and In Smoke.
class Ammunition
{
public:
    // Small arms (infantry, cavalry) carry one AP count; guns (artillery,
    // battalion guns) carry ball and canister.
    enum class Kind { SmallArms, Guns };

    // One band of the boxcars penalty roll: totals low..high cost extraAp.
    struct BoxcarsBand
    {
        int low = 0;
        int high = 0;
        int extraAp = 0;
    };

    static std::optional<Ammunition> fromJson(const QJsonObject &root, TableReader &reader);
    // The compiled-in table (":/rules/ammunition.json"), loaded once.
    static const Ammunition &standard();

    Kind kind(Arm arm) const;

    // The starting load: infantry 8 AP; a battery's ball and canister AP come
    // from the rulings (its national appendix is not in the seeds).
    // Seed 002, Ammunition.
    AmmunitionLoad startingAp(Arm arm, const Rulings &rulings) const;
    // The load replenishment refills a unit to and every "full" shows:
    // infantry and cavalry the table's (8), a battery its own full loads,
    // set when it was added (its national appendix). Seed 002, Ammunition.
    AmmunitionLoad fullLoad(const UnitRecord &unit) const;
    // What a unit's loads hold that its full loads cannot, in words: a
    // battery's ball or canister AP above its full load, or full loads on a
    // unit that fires no guns. Empty when they agree.
    QStringList loadProblems(const UnitRecord &unit) const;

    // The fewest AP one fire spends (1). Seed 002, Ammunition.
    int minApPerFire(Arm arm) const;
    // The most AP one fire may spend: infantry 2, 1 in smoke; artillery 4 of
    // the shot it fires. Seed 002, Ammunition and In Smoke.
    int apLimit(Arm arm, bool inSmoke) const;

    // The penalty dice ("2d6") and the totals they can show.
    QString boxcarsDice() const { return m_boxcarsDice; }
    int boxcarsLowest() const { return m_boxcarsLowest; }
    int boxcarsHighest() const { return m_boxcarsHighest; }
    const QList<BoxcarsBand> &boxcarsBands() const { return m_boxcarsBands; }
    // Extra AP a unit loses on a boxcars fire, by its 2d6 penalty roll:
    // 11-12 one more, 7-10 two more, 2-6 three more; none for a scrounging
    // unit, for which boxcars is suspended. std::nullopt for a total the dice
    // cannot show. Seed 002, Ammunition.
    std::optional<int> boxcarsPenalty(int roll, bool scrounging = false) const;
    // AP left after losing extraAp more: never below 0. Seed 002, Ammunition.
    static int applyPenalty(int ap, int extraAp);

    // Distance in inches from every enemy that counts as out of contact (10).
    int replenishmentDistanceInches() const { return m_replenishmentDistanceInches; }
    // Consecutive full turns out of contact the arm needs to refill (1 or 4);
    // cavalry, of which the seed says nothing, as the rulings say (given).
    int replenishmentTurns(Arm arm, const Rulings *rulings = nullptr) const;
    // After consecutiveTurns full game turns 10" or more from every enemy:
    // infantry refills after 1, artillery after 4 consecutive turns, back to
    // full. Seed 002, Ammunition.
    Replenishment replenishment(Arm arm, int consecutiveTurns, const AmmunitionLoad &current,
                                const AmmunitionLoad &full, const Rulings *rulings = nullptr) const;

    // AP a unit scrounging among the dead and wounded has each segment (1).
    // Seed 002, Ammunition.
    int scroungingApPerSegment() const { return m_scroungingApPerSegment; }
    // Whether boxcars applies to a scrounging unit (no: it is suspended).
    bool boxcarsWhileScrounging() const { return m_boxcarsWhileScrounging; }

private:
    struct KindRules
    {
        int startingAp = 0;
        QString startingBallApRuling;
        QString startingCanisterApRuling;
        int minApPerFire = 0;
        int maxApPerFire = 0;
        int maxApPerFireInSmoke = 0;
        int replenishmentTurns = 0;
    };
    const KindRules &rules(Arm arm) const;

    std::array<Kind, 4> m_kindOfArm {};
    std::array<KindRules, 2> m_kinds {};
    QString m_boxcarsDice;
    int m_boxcarsLowest = 0;
    int m_boxcarsHighest = 0;
    QList<BoxcarsBand> m_boxcarsBands;
    int m_replenishmentDistanceInches = 0;
    int m_scroungingApPerSegment = 0;
    bool m_boxcarsWhileScrounging = false;
};

} // namespace Adc

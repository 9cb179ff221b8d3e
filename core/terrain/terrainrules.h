#pragma once

#include "core/common/rulings.h"
#include "core/common/tablereader.h"
#include "core/common/vocabulary.h"
#include "core/terrain/moraleeffect.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <array>
#include <optional>

namespace Adc {

// Whether an arm may be in a terrain (seed 001), and whether it occupies it
// (and so takes its bonuses) or only reaches it in a charge.
struct TerrainEntry
{
    bool allowed = false;
    bool occupies = false;
    QString reason;
};

// Whether a move halves the movement allowance that turn (seed 001), and
// why: "into-woods", "out-of-bua", "across-ltf" and the like.
struct MovementEffect
{
    bool halved = false;
    QStringList reasons;
    // The move would have been halved but runs along a road.
    bool roadExempt = false;
};

// The Napoleonic terrain page (seed 001, resources/rules/terrain.json):
// morale bonuses of woods, BUAs, LTFs, hills and redoubts, who may be in
// them, how many units they hold, movement and artillery line of sight.
class TerrainRules
{
public:
    enum class RiverCrossing { Elsewhere, Ford, Bridge };

    static std::optional<TerrainRules> fromJson(const QJsonObject &root, TableReader &reader);
    // The compiled-in table (":/rules/terrain.json"), loaded once.
    static const TerrainRules &standard();

    // The morale modifier of a unit of `arm` in `terrain`: BUA +1 to units
    // inside, woods none, LTF +1 to infantry defending it, hill +1 upslope
    // of the nearest enemy, wooded hill as woods and hill, redoubt as hill
    // and LTF (+2 generally). In a redoubt defendingLtf false means attacked
    // from a side without a parapet, and upslope false that the enemy is
    // upslope; Rulings::redoubtParapetForArtillery gives the parapet to
    // artillery occupants. Not allowed where the arm may not be.
    // Seed 001, Terrain.
    MoraleEffect moraleModifier(Arm arm, Terrain terrain, bool defendingLtf, bool upslope,
                                const Rulings &rulings, bool chargingRoutedInfantry = false) const;

    // Whether an arm may be in a terrain: only infantry in woods and BUAs
    // (cavalry may charge routed infantry in a BUA, without occupying it);
    // only infantry or artillery (battalion guns count as artillery) in a
    // redoubt. Seed 001, Woods and BUAs; Redoubts.
    TerrainEntry mayEnter(Arm arm, Terrain terrain, bool chargingRoutedInfantry = false) const;

    // Units one area of the terrain holds: one per small wood, BUA area,
    // wooded hill or redoubt; std::nullopt where there is no limit.
    // Seed 001, Woods and BUAs; Redoubts.
    std::optional<int> capacity(Terrain terrain) const;

    // Whether moving into or out of the terrain halves the allowance.
    bool halvesMovement(Terrain terrain) const;
    // The effect of a move from one terrain to another: halved when it goes
    // into or out of woods or a BUA (or a wooded hill), or across an LTF,
    // unless it runs along a road; hills have no effect. Seed 001, General
    // Discussion; Woods and BUAs; Hills.
    MovementEffect movement(Terrain from, Terrain to, bool crossesLtf, bool onRoad) const;
    bool movementHalved(Terrain from, Terrain to, bool crossesLtf, bool onRoad) const
    {
        return movement(from, to, crossesLtf, onRoad).halved;
    }

    // Artillery cannot shoot over hills (wooded hills and redoubts are hills
    // too). Seed 001, Hills.
    bool blocksArtilleryLineOfSight(Terrain terrain) const;

    // "A unit occupying woods or a BUA is treated as occupying the entire
    // terrain feature: it cannot be outflanked" (a wooded hill is treated
    // like woods). Seed 001, Woods and BUAs.
    bool cannotBeOutflanked(Terrain terrain) const;

    // "Shaken units called on to flee from firing (the enemy's or their own)
    // do not leave the woods or BUA; instead they remain there and are
    // marked as Routed" (a wooded hill is treated like woods). Seed 001.
    bool fleeingRoutsInPlace(Terrain terrain) const;

    // Rivers are impassable except at fords or bridges. Seed 001, General
    // Discussion.
    bool mayCrossRiver(RiverCrossing crossing) const;

private:
    enum class When { Inside, DefendingLtf, Upslope };

    struct BonusRule
    {
        QString id;
        int value = 0;
        When when = When::Inside;
        QList<Arm> arms;
        QString ruling;
        QList<Arm> rulingArms;
        QString text;
        QString lostWhenFalse;
    };

    struct TerrainRule
    {
        QList<Arm> occupants;
        QList<Arm> mayChargeRoutedInfantry;
        std::optional<int> capacity;
        bool halvesMovement = false;
        bool blocksArtilleryLineOfSight = false;
        bool cannotBeOutflanked = false;
        bool fleeingRoutsInPlace = false;
        QStringList moraleBonuses;
    };

    const TerrainRule &rule(Terrain terrain) const;
    // One entry of moraleBonuses, its id new; one of terrains, its bonuses
    // known. Nullopt when the reader failed.
    std::optional<BonusRule> readBonus(const QJsonObject &object, const QString &entry,
                                       TableReader &reader) const;
    std::optional<TerrainRule> readTerrain(const QJsonObject &object, const QString &entry,
                                           TableReader &reader) const;

    QHash<QString, BonusRule> m_bonuses;
    std::array<TerrainRule, 6> m_terrains {};
    bool m_ltfCrossingHalvesMovement = true;
    bool m_roadExemptsHalving = true;
    QList<RiverCrossing> m_riverCrossings;
};

} // namespace Adc

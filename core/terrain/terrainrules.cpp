#include "core/terrain/terrainrules.h"

#include <QCoreApplication>
#include <QtGlobal>

namespace Adc {

namespace {

QString at(const QString &entry, int index)
{
    return QStringLiteral("%1[%2]").arg(entry).arg(index);
}

// A list of arm names at key.
QList<Arm> readArms(TableReader &reader, const QJsonObject &object, const QString &key,
                    const QString &entry)
{
    QList<Arm> arms;
    const QJsonArray array = reader.array(object, key, entry);
    for (int i = 0; reader.ok() && i < array.size(); ++i) {
        const std::optional<Arm> arm = armFromName(array.at(i).toString());
        if (!array.at(i).isString() || !arm) {
            reader.fail(at(TableReader::join(entry, key), i),
                        QStringLiteral("not an arm (expected %1)")
                            .arg(armNames().join(QLatin1String(", "))));
        } else if (arms.contains(*arm)) {
            reader.fail(at(TableReader::join(entry, key), i),
                        QStringLiteral("\"%1\" is listed twice").arg(toName(*arm)));
        } else {
            arms << *arm;
        }
    }
    return arms;
}

// "infantry", "infantry or cavalry", "infantry, artillery or battalion-guns".
QString armList(const QList<Arm> &arms)
{
    QStringList names;
    for (const Arm arm : arms)
        names << toName(arm);
    if (names.isEmpty())
        return QStringLiteral("no arm");
    const QString last = names.takeLast();
    return names.isEmpty() ? last : names.join(QLatin1String(", ")) + QLatin1String(" or ") + last;
}
} // namespace

std::optional<TerrainRules::BonusRule>
TerrainRules::readBonus(const QJsonObject &object, const QString &entry, TableReader &reader) const
{
    BonusRule bonus;
    bonus.id = reader.string(object, QStringLiteral("id"), entry);
    bonus.value = reader.integer(object, QStringLiteral("value"), entry);
    const QString when = reader.string(object, QStringLiteral("when"), entry);
    bonus.arms = readArms(reader, object, QStringLiteral("arms"), entry);
    bonus.text = reader.string(object, QStringLiteral("text"), entry);
    if (!reader.ok())
        return std::nullopt;
    if (bonus.id.isEmpty() || m_bonuses.contains(bonus.id)) {
        reader.fail(TableReader::join(entry, QStringLiteral("id")),
                    bonus.id.isEmpty() ? QStringLiteral("must not be empty")
                                       : QStringLiteral("\"%1\" is used twice").arg(bonus.id));
        return std::nullopt;
    }
    if (when == QLatin1String("inside")) {
        bonus.when = When::Inside;
    } else if (when == QLatin1String("defending-ltf")) {
        bonus.when = When::DefendingLtf;
    } else if (when == QLatin1String("upslope")) {
        bonus.when = When::Upslope;
    } else {
        reader.fail(
            TableReader::join(entry, QStringLiteral("when")),
            QStringLiteral("\"%1\" is not one of inside, defending-ltf, upslope").arg(when));
        return std::nullopt;
    }
    if (object.contains(QStringLiteral("rulingArms"))) {
        const QString rulingEntry = TableReader::join(entry, QStringLiteral("rulingArms"));
        const QJsonObject rulingArms = reader.object(object, QStringLiteral("rulingArms"), entry);
        bonus.ruling = reader.string(rulingArms, QStringLiteral("ruling"), rulingEntry);
        bonus.rulingArms = readArms(reader, rulingArms, QStringLiteral("arms"), rulingEntry);
        if (reader.ok() && !Rulings().value(bonus.ruling).isBool()) {
            reader.fail(TableReader::join(rulingEntry, QStringLiteral("ruling")),
                        QStringLiteral("\"%1\" is not a true-or-false ruling").arg(bonus.ruling));
        }
    }
    if (object.contains(QStringLiteral("lostWhenFalse")))
        bonus.lostWhenFalse = reader.string(object, QStringLiteral("lostWhenFalse"), entry);
    if (!reader.ok())
        return std::nullopt;
    return bonus;
}

std::optional<TerrainRules::TerrainRule> TerrainRules::readTerrain(const QJsonObject &object,
                                                                   const QString &entry,
                                                                   TableReader &reader) const
{
    TerrainRule terrain;
    terrain.occupants = readArms(reader, object, QStringLiteral("occupants"), entry);
    terrain.mayChargeRoutedInfantry
        = readArms(reader, object, QStringLiteral("mayChargeRoutedInfantry"), entry);
    if (!reader.ok())
        return std::nullopt;
    const QJsonValue capacity = object.value(QStringLiteral("capacity"));
    if (!capacity.isNull()) {
        terrain.capacity = reader.integer(object, QStringLiteral("capacity"), entry);
        if (reader.ok() && *terrain.capacity < 1) {
            reader.fail(TableReader::join(entry, QStringLiteral("capacity")),
                        QStringLiteral("must be at least 1, or null for no limit"));
        }
    }
    terrain.halvesMovement = reader.boolean(object, QStringLiteral("halvesMovement"), entry);
    terrain.blocksArtilleryLineOfSight
        = reader.boolean(object, QStringLiteral("blocksArtilleryLineOfSight"), entry);
    terrain.cannotBeOutflanked
        = reader.boolean(object, QStringLiteral("cannotBeOutflanked"), entry);
    terrain.fleeingRoutsInPlace
        = reader.boolean(object, QStringLiteral("fleeingRoutsInPlace"), entry);
    const QJsonArray ids = reader.array(object, QStringLiteral("moraleBonuses"), entry);
    for (int i = 0; reader.ok() && i < ids.size(); ++i) {
        const QString id = ids.at(i).toString();
        if (!ids.at(i).isString() || !m_bonuses.contains(id)) {
            reader.fail(at(TableReader::join(entry, QStringLiteral("moraleBonuses")), i),
                        QStringLiteral("not a bonus listed in moraleBonuses"));
        } else {
            terrain.moraleBonuses << id;
        }
    }
    if (!reader.ok())
        return std::nullopt;
    return terrain;
}

std::optional<TerrainRules> TerrainRules::fromJson(const QJsonObject &root, TableReader &reader)
{
    TerrainRules table;

    const QString bonusesEntry = QStringLiteral("moraleBonuses");
    const QJsonArray bonuses = reader.array(root, bonusesEntry, QString());
    for (int i = 0; reader.ok() && i < bonuses.size(); ++i) {
        const QString entry = at(bonusesEntry, i);
        const QJsonObject object = reader.objectAt(bonuses, i, bonusesEntry);
        const std::optional<BonusRule> bonus
            = reader.ok() ? table.readBonus(object, entry, reader) : std::nullopt;
        if (!bonus)
            return std::nullopt;
        table.m_bonuses.insert(bonus->id, *bonus);
    }
    if (!reader.ok())
        return std::nullopt;

    const QString terrainsEntry = QStringLiteral("terrains");
    const QJsonObject terrains = reader.object(root, terrainsEntry, QString());
    if (!reader.ok())
        return std::nullopt;
    for (auto it = terrains.begin(); it != terrains.end(); ++it) {
        if (!terrainFromName(it.key())) {
            reader.fail(TableReader::join(terrainsEntry, it.key()),
                        QStringLiteral("not a terrain (expected %1)")
                            .arg(terrainNames().join(QLatin1String(", "))));
            return std::nullopt;
        }
    }
    for (const QString &name : terrainNames()) {
        const QString entry = TableReader::join(terrainsEntry, name);
        const QJsonObject object = reader.object(terrains, name, terrainsEntry);
        const std::optional<TerrainRule> terrain
            = reader.ok() ? table.readTerrain(object, entry, reader) : std::nullopt;
        if (!terrain)
            return std::nullopt;
        table.m_terrains.at(static_cast<std::size_t>(*terrainFromName(name))) = *terrain;
    }

    table.m_ltfCrossingHalvesMovement
        = reader.boolean(root, QStringLiteral("ltfCrossingHalvesMovement"), QString());
    table.m_roadExemptsHalving
        = reader.boolean(root, QStringLiteral("roadExemptsHalving"), QString());
    const QString riversEntry = QStringLiteral("rivers");
    const QJsonObject rivers = reader.object(root, riversEntry, QString());
    const QJsonArray passableAt = reader.array(rivers, QStringLiteral("passableAt"), riversEntry);
    for (int i = 0; reader.ok() && i < passableAt.size(); ++i) {
        const QString name = passableAt.at(i).toString();
        if (name == QLatin1String("ford")) {
            table.m_riverCrossings << RiverCrossing::Ford;
        } else if (name == QLatin1String("bridge")) {
            table.m_riverCrossings << RiverCrossing::Bridge;
        } else {
            reader.fail(at(TableReader::join(riversEntry, QStringLiteral("passableAt")), i),
                        QStringLiteral("not one of ford, bridge"));
        }
    }
    if (!reader.ok())
        return std::nullopt;
    return table;
}

const TerrainRules &TerrainRules::standard()
{
    return standardTable<TerrainRules>(QStringLiteral("terrain.json"));
}

const TerrainRules::TerrainRule &TerrainRules::rule(Terrain terrain) const
{
    return m_terrains.at(static_cast<std::size_t>(terrain));
}

TerrainEntry TerrainRules::mayEnter(Arm arm, Terrain terrain, bool chargingRoutedInfantry) const
{
    const TerrainRule &terrainRule = rule(terrain);
    TerrainEntry entry;
    if (terrainRule.occupants.contains(arm)) {
        entry.allowed = true;
        entry.occupies = true;
        entry.reason = QCoreApplication::translate("Adc::TerrainRules", "%1 may be in %2")
                           .arg(toName(arm), toName(terrain));
        return entry;
    }
    if (chargingRoutedInfantry && terrainRule.mayChargeRoutedInfantry.contains(arm)) {
        entry.allowed = true;
        entry.reason = QCoreApplication::translate("Adc::TerrainRules",
                                                   "%1 may charge routed infantry in %2")
                           .arg(toName(arm), toName(terrain));
        return entry;
    }
    entry.reason
        = QCoreApplication::translate("Adc::TerrainRules", "%1 may not be in %2: only %3 may")
              .arg(toName(arm), toName(terrain), armList(terrainRule.occupants));
    if (terrainRule.mayChargeRoutedInfantry.contains(arm))
        entry.reason += QCoreApplication::translate("Adc::TerrainRules",
                                                    " (%1 may only charge routed infantry there)")
                            .arg(toName(arm));
    return entry;
}

MoraleEffect TerrainRules::moraleModifier(Arm arm, Terrain terrain, bool defendingLtf, bool upslope,
                                          const Rulings &rulings, bool chargingRoutedInfantry) const
{
    MoraleEffect effect;
    const TerrainEntry entry = mayEnter(arm, terrain, chargingRoutedInfantry);
    if (!entry.allowed) {
        effect.allowed = false;
        effect.reason = entry.reason;
        return effect;
    }
    if (!entry.occupies) {
        // A charge reaches the unit inside by touching the terrain's edge; the
        // charger is not inside and takes none of its bonuses.
        effect.notes << QCoreApplication::translate(
                            "Adc::TerrainRules",
                            "%1 charging into %2 is not inside it: no terrain bonus")
                            .arg(toName(arm), toName(terrain));
        return effect;
    }

    bool ltfUsed = false;
    bool upslopeUsed = false;
    for (const QString &id : rule(terrain).moraleBonuses) {
        const BonusRule &bonus = *m_bonuses.constFind(id); // fromJson checked every id
        bool condition = true;
        if (bonus.when == When::DefendingLtf) {
            condition = defendingLtf;
            ltfUsed = true;
        } else if (bonus.when == When::Upslope) {
            condition = upslope;
            upslopeUsed = true;
        }
        const bool byRuling = !bonus.ruling.isEmpty() && bonus.rulingArms.contains(arm);
        const bool forArm
            = bonus.arms.contains(arm) || (byRuling && rulings.value(bonus.ruling).toBool());
        if (forArm && condition) {
            effect.bonuses << MoraleEffect::Bonus { bonus.id, bonus.value, bonus.text };
            effect.modifier += bonus.value;
        } else if (forArm && !bonus.lostWhenFalse.isEmpty()) {
            effect.notes << QCoreApplication::translate("Adc::TerrainRules", "%1 lost: %2")
                                .arg(bonus.id, bonus.lostWhenFalse);
        } else if (!forArm && condition && bonus.when != When::Inside) {
            QString note = QCoreApplication::translate("Adc::TerrainRules", "%1: only for %2")
                               .arg(bonus.id, armList(bonus.arms));
            if (byRuling)
                note += QCoreApplication::translate("Adc::TerrainRules", " (ruling %1 is off)")
                            .arg(bonus.ruling);
            effect.notes << note;
        }
    }
    if (defendingLtf && !ltfUsed)
        effect.notes << QCoreApplication::translate("Adc::TerrainRules",
                                                    "defending an LTF gives nothing in %1")
                            .arg(toName(terrain));
    if (upslope && !upslopeUsed)
        effect.notes << QCoreApplication::translate("Adc::TerrainRules",
                                                    "upslope gives nothing in %1: only on a hill")
                            .arg(toName(terrain));
    return effect;
}

std::optional<int> TerrainRules::capacity(Terrain terrain) const
{
    return rule(terrain).capacity;
}

bool TerrainRules::halvesMovement(Terrain terrain) const
{
    return rule(terrain).halvesMovement;
}

MovementEffect TerrainRules::movement(Terrain from, Terrain to, bool crossesLtf, bool onRoad) const
{
    MovementEffect effect;
    if (rule(from).halvesMovement)
        effect.reasons << QStringLiteral("out-of-%1").arg(toName(from));
    if (rule(to).halvesMovement)
        effect.reasons << QStringLiteral("into-%1").arg(toName(to));
    if (crossesLtf && m_ltfCrossingHalvesMovement)
        effect.reasons << QStringLiteral("across-ltf");
    if (effect.reasons.isEmpty())
        return effect;
    if (onRoad && m_roadExemptsHalving) {
        effect.roadExempt = true;
        return effect;
    }
    effect.halved = true;
    return effect;
}

bool TerrainRules::blocksArtilleryLineOfSight(Terrain terrain) const
{
    return rule(terrain).blocksArtilleryLineOfSight;
}

bool TerrainRules::cannotBeOutflanked(Terrain terrain) const
{
    return rule(terrain).cannotBeOutflanked;
}

bool TerrainRules::fleeingRoutsInPlace(Terrain terrain) const
{
    return rule(terrain).fleeingRoutsInPlace;
}

bool TerrainRules::mayCrossRiver(RiverCrossing crossing) const
{
    return m_riverCrossings.contains(crossing);
}

} // namespace Adc

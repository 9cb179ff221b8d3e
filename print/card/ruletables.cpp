#include "card/ruletables.h"

#include "ammunition/ammunition.h"
#include "card/cardtext.h"
#include "fire/firemodifiers.h"
#include "terrain/terrainrules.h"

#include <QMap>

namespace Adc {

QList<QStringList> RuleTables::apRateRows()
{
    const FireModifiers &modifiers = FireModifiers::standard();
    QList<QStringList> rows;
    // AP per fire: arms with the same rates share a row.
    QMap<QString, unsigned> armsOfRates;
    QStringList rateOrder;
    for (Arm arm : CardText::allArms()) {
        QStringList signature;
        for (int ap = 1; ap <= modifiers.apLimit(arm); ++ap) {
            const FireModifiers::ApRate *rate = modifiers.apRate(arm, ap);
            signature.append(QStringLiteral("%1|%2").arg(ap).arg(rate ? rate->value : 0));
        }
        const QString key = signature.join(QLatin1Char(';'));
        if (!armsOfRates.contains(key))
            rateOrder.append(key);
        armsOfRates[key] |= 1u << static_cast<unsigned>(arm);
    }
    for (const QString &key : std::as_const(rateOrder)) {
        for (const QString &entry : key.split(QLatin1Char(';'))) {
            const QStringList parts = entry.split(QLatin1Char('|'));
            const int ap = parts.at(0).toInt();
            rows.append({ QStringLiteral("AP per fire"),
                          ap == 1 ? QStringLiteral("1 AP in one fire")
                                  : QStringLiteral("%1 AP in one fire").arg(ap),
                          CardText::signedText(parts.at(1).toInt()),
                          CardText::armsText(armsOfRates.value(key)), QString() });
        }
    }
    return rows;
}

CardTable RuleTables::modifiers(const Rulings &rulings)
{
    const FireModifiers &modifiers = FireModifiers::standard();
    const Rulings defaults;
    CardTable table;
    table.id = QStringLiteral("modifiers");
    table.title = QStringLiteral("Other fire modifiers");
    table.source
        = QStringLiteral("seed 002, Other Fire Modifiers; Ammunition; In Smoke; Ricochet Fire");
    table.header
        = QStringList { QStringLiteral("Group"), QStringLiteral("Modifier"),
                        QStringLiteral("Value"), QStringLiteral("Arms"), QStringLiteral("Note") };

    table.rows = apRateRows();

    for (const FireModifiers::Rule &rule : modifiers.rules()) {
        // Line of sight is the umpire's to state; the fire dialog offers it
        // with its words. The card keeps to one sheet.
        if (rule.group == QLatin1String("sight"))
            continue;
        QString value;
        QStringList note;
        if (rule.forbids) {
            value = QStringLiteral("cannot fire");
        } else if (rule.valueKind == FireModifiers::Rule::ValueKind::ByShot) {
            value = QStringLiteral("ball %1, canister %2")
                        .arg(CardText::signedText(rule.valueFor(Shot::Ball, rulings)),
                             CardText::signedText(rule.valueFor(Shot::Canister, rulings)));
        } else {
            value = CardText::signedText(rule.valueFor(Shot::Ball, rulings));
        }
        if (rule.valueKind == FireModifiers::Rule::ValueKind::Ruling) {
            const int house = rule.valueFor(Shot::Ball, defaults);
            const int now = rule.valueFor(Shot::Ball, rulings);
            note.append(now == house ? QStringLiteral("set by a ruling")
                                     : QStringLiteral("changed by the umpire (house %1)")
                                           .arg(CardText::signedText(house)));
        }
        if (rule.apLimit > 0)
            note.append(QStringLiteral("at most %1 AP").arg(rule.apLimit));
        if (rule.suspendsBoxcars)
            note.append(QStringLiteral("no boxcars"));
        if (!rule.spendsAp)
            note.append(QStringLiteral("spends no AP"));
        if (rule.reach > 0)
            note.append(QStringLiteral("within %1\" beyond the target")
                            .arg(CardText::inchesText(rule.reach)));
        if (rule.shots != 3) {
            QStringList shots;
            for (const QString &name : shotNames()) {
                if (rule.allowsShot(*shotFromName(name)))
                    shots.append(name);
            }
            note.append(QStringLiteral("%1 only").arg(shots.join(QLatin1String(", "))));
        }
        table.rows.append({ CardText::wordsOf(rule.group), rule.title, value,
                            CardText::armsText(rule.arms), note.join(QLatin1String("; ")) });
    }
    return table;
}

CardTable RuleTables::terrain(const Rulings &rulings)
{
    const TerrainRules &terrain = TerrainRules::standard();
    CardTable table;
    table.id = QStringLiteral("terrain");
    table.title = QStringLiteral("Terrain morale bonuses");
    table.source = QStringLiteral("seed 001, Terrain");
    table.header.append(QStringLiteral("Terrain"));
    const QList<Arm> arms = CardText::allArms();
    for (Arm arm : arms)
        table.header.append(CardText::wordsOf(toName(arm)));
    table.header.append(QStringLiteral("Bonuses"));

    QStringList bonusOrder;
    QMap<QString, MoraleEffect::Bonus> bonuses;
    for (Terrain place : CardText::allTerrains()) {
        QStringList cells { CardText::wordsOf(toName(place)) };
        QStringList ids;
        for (Arm arm : arms) {
            const MoraleEffect effect = terrain.moraleModifier(arm, place, true, true, rulings);
            cells.append(effect.allowed ? CardText::signedText(effect.modifier)
                                        : QStringLiteral("not allowed"));
            for (const MoraleEffect::Bonus &bonus : effect.bonuses) {
                if (!ids.contains(bonus.id))
                    ids.append(bonus.id);
                if (!bonuses.contains(bonus.id)) {
                    bonuses.insert(bonus.id, bonus);
                    bonusOrder.append(bonus.id);
                }
            }
        }
        QStringList shown;
        for (const QString &id : std::as_const(ids))
            shown.append(CardText::bonusWords(id) + QLatin1Char(' ')
                         + CardText::signedText(bonuses.value(id).value));
        cells.append(shown.join(QLatin1String(", ")));
        table.rows.append(cells);
    }
    table.notes.append(QStringLiteral("Values for a unit defending an LTF (a redoubt's parapet) "
                                      "and upslope of the nearest enemy; each bonus is lost when "
                                      "that does not hold. Redoubt parapet for artillery: %1.")
                           .arg(rulings.redoubtParapetForArtillery ? QStringLiteral("yes")
                                                                   : QStringLiteral("no")));
    for (const QString &id : std::as_const(bonusOrder)) {
        const MoraleEffect::Bonus bonus = bonuses.value(id);
        table.notes.append(
            QStringLiteral("%1 (%2): %3")
                .arg(CardText::bonusWords(id), CardText::signedText(bonus.value), bonus.text));
    }
    return table;
}

CardTable RuleTables::inForce(const Rulings &rulings)
{
    const Ammunition &ammunition = Ammunition::standard();
    const Rulings defaults;
    CardTable table;
    table.id = QStringLiteral("rulings");
    table.title = QStringLiteral("Ammunition and rulings in force");
    table.source = QStringLiteral("seed 002, Ammunition; RULES.md rulings");
    table.header = QStringList { QStringLiteral("Item"), QStringLiteral("In force"),
                                 QStringLiteral("House default"), QStringLiteral("Note") };

    for (Arm arm : CardText::allArms()) {
        const AmmunitionLoad load = ammunition.startingAp(arm, rulings);
        const AmmunitionLoad house = ammunition.startingAp(arm, defaults);
        auto text = [&](const AmmunitionLoad &l) {
            return ammunition.kind(arm) == Ammunition::Kind::Guns
                ? QStringLiteral("ball %1, canister %2").arg(l.ball).arg(l.canister)
                : QString::number(l.smallArms);
        };
        table.rows.append({ QStringLiteral("Starting AP, %1").arg(toName(arm)), text(load),
                            text(house), CardText::changedMark(load != house) });
    }
    for (Arm arm : CardText::allArms()) {
        table.rows.append({ QStringLiteral("AP per fire, %1").arg(toName(arm)),
                            QStringLiteral("%1 to %2, in smoke %3")
                                .arg(ammunition.minApPerFire(arm))
                                .arg(ammunition.apLimit(arm, false))
                                .arg(ammunition.apLimit(arm, true)),
                            QString(), QString() });
    }
    for (const Ammunition::BoxcarsBand &band : ammunition.boxcarsBands()) {
        table.rows.append({ QStringLiteral("Boxcars penalty, %1 roll %2-%3")
                                .arg(ammunition.boxcarsDice())
                                .arg(band.low)
                                .arg(band.high),
                            QStringLiteral("%1 more AP").arg(band.extraAp), QString(),
                            ammunition.boxcarsWhileScrounging()
                                ? QString()
                                : QStringLiteral("not while scrounging") });
    }
    table.rows.append({ QStringLiteral("Scrounging AP per segment"),
                        QString::number(ammunition.scroungingApPerSegment()), QString(),
                        QString() });
    // Arms that replenish alike share a row.
    QMap<int, unsigned> armsByTurns;
    for (Arm arm : CardText::allArms())
        armsByTurns[ammunition.replenishmentTurns(arm)] |= 1u << static_cast<unsigned>(arm);
    for (auto it = armsByTurns.cbegin(); it != armsByTurns.cend(); ++it) {
        table.rows.append({ QStringLiteral("Replenishment, ") + CardText::armsText(it.value()),
                            it.key() == 1 ? QStringLiteral("1 full turn")
                                          : QStringLiteral("%1 full turns").arg(it.key()),
                            QString(),
                            QStringLiteral("consecutive, %1\" or more from every enemy")
                                .arg(ammunition.replenishmentDistanceInches()) });
    }
    for (const RulingInfo &info : Rulings::catalogue()) {
        // The batteries' AP rulings are the starting AP rows above.
        if (info.key.startsWith(QLatin1String("battery-")))
            continue;
        const QJsonValue now = rulings.value(info.key);
        const QJsonValue house = defaults.value(info.key);
        table.rows.append({ info.title, CardText::shownValue(now), CardText::shownValue(house),
                            CardText::changedMark(now != house) });
    }
    return table;
}

} // namespace Adc

#include "print/card/ruletables.h"

#include "core/ammunition/ammunition.h"
#include "core/common/ruletext.h"
#include "core/common/vocabularytext.h"
#include "core/fire/firemodifiers.h"
#include "core/terrain/terrainrules.h"
#include "print/card/cardtext.h"

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
            rows.append({ RuleTables::tr("AP per fire"),
                          RuleTables::tr("%n AP in one fire", nullptr, ap),
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
    table.title = RuleTables::tr("Fire modifiers");
    table.header
        = QStringList { RuleTables::tr("Group"), RuleTables::tr("Modifier"),
                        RuleTables::tr("Value"), RuleTables::tr("Arms"), RuleTables::tr("Note") };

    table.rows = apRateRows();

    for (const FireModifiers::Rule &rule : modifiers.rules()) {
        // Line of sight is the umpire's to state; the fire dialog offers it
        // with its words. The card keeps to one sheet.
        if (rule.group == QLatin1String("sight"))
            continue;
        QString value;
        QStringList note;
        if (rule.forbids) {
            value = RuleTables::tr("cannot fire");
        } else if (rule.valueKind == FireModifiers::Rule::ValueKind::ByShot) {
            value = RuleTables::tr("ball %1, canister %2")
                        .arg(CardText::signedText(rule.valueFor(Shot::Ball, rulings)),
                             CardText::signedText(rule.valueFor(Shot::Canister, rulings)));
        } else {
            value = CardText::signedText(rule.valueFor(Shot::Ball, rulings));
        }
        if (rule.valueKind == FireModifiers::Rule::ValueKind::Ruling) {
            const int house = rule.valueFor(Shot::Ball, defaults);
            const int now = rule.valueFor(Shot::Ball, rulings);
            note.append(now == house ? RuleTables::tr("set by a ruling")
                                     : RuleTables::tr("changed by the umpire (house %1)")
                                           .arg(CardText::signedText(house)));
        }
        if (rule.apLimit > 0)
            note.append(RuleTables::tr("at most %1 AP").arg(rule.apLimit));
        if (rule.suspendsBoxcars)
            note.append(RuleTables::tr("no boxcars"));
        if (!rule.spendsAp)
            note.append(RuleTables::tr("spends no AP"));
        if (rule.reach > 0)
            note.append(RuleTables::tr("within %1\" beyond the target")
                            .arg(CardText::inchesText(rule.reach)));
        if (rule.shots != 3) {
            QStringList shots;
            for (const QString &name : shotNames()) {
                if (rule.allowsShot(*shotFromName(name)))
                    shots.append(name);
            }
            note.append(RuleTables::tr("%1 only").arg(shots.join(QLatin1String(", "))));
        }
        table.rows.append({ CardText::wordsOf(rule.group), RuleText::text(rule.title), value,
                            CardText::armsText(rule.arms), note.join(QLatin1String("; ")) });
    }
    return table;
}

CardTable RuleTables::terrain(const Rulings &rulings)
{
    const TerrainRules &terrain = TerrainRules::standard();
    CardTable table;
    table.id = QStringLiteral("terrain");
    table.title = RuleTables::tr("Terrain and morale");
    table.header.append(RuleTables::tr("Terrain"));
    const QList<Arm> arms = CardText::allArms();
    for (Arm arm : arms)
        table.header.append(CardText::capitalised(VocabularyText::text(arm)));
    table.header.append(RuleTables::tr("Bonuses"));

    QStringList bonusOrder;
    QMap<QString, MoraleEffect::Bonus> bonuses;
    for (Terrain place : CardText::allTerrains()) {
        QStringList cells { CardText::capitalised(VocabularyText::text(place)) };
        QStringList ids;
        for (Arm arm : arms) {
            const MoraleEffect effect = terrain.moraleModifier(arm, place, true, true, rulings);
            cells.append(effect.allowed ? CardText::signedText(effect.modifier)
                                        : RuleTables::tr("not allowed"));
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
    table.notes.append(RuleTables::tr("Values for a unit defending an LTF (a redoubt's parapet) "
                                      "and upslope of the nearest enemy; each bonus is lost when "
                                      "that does not hold. Redoubt parapet for artillery: %1.")
                           .arg(rulings.redoubtParapetForArtillery ? RuleTables::tr("yes")
                                                                   : RuleTables::tr("no")));
    QStringList explained;
    for (const QString &id : std::as_const(bonusOrder)) {
        const MoraleEffect::Bonus bonus = bonuses.value(id);
        explained.append(QStringLiteral("%1 (%2): %3")
                             .arg(CardText::bonusWords(id), CardText::signedText(bonus.value),
                                  RuleText::text(bonus.text)));
    }
    table.notes.append(explained.join(QStringLiteral("; ")) + QLatin1Char('.'));
    return table;
}

CardTable RuleTables::ammunition(const Rulings &rulings)
{
    const Ammunition &ammunition = Ammunition::standard();
    const Rulings defaults;
    CardTable table;
    table.id = QStringLiteral("ammunition");
    table.title = RuleTables::tr("Ammunition and boxcars");
    table.header = QStringList { RuleTables::tr("Item"), RuleTables::tr("In force"),
                                 RuleTables::tr("House default"), RuleTables::tr("Note") };
    // Arms alike in their AP share a row.
    QStringList order;
    QMap<QString, unsigned> armsOf;
    QMap<QString, QStringList> cellsOf;
    for (Arm arm : CardText::allArms()) {
        const AmmunitionLoad load = ammunition.startingAp(arm, rulings);
        const AmmunitionLoad house = ammunition.startingAp(arm, defaults);
        auto text = [&](const AmmunitionLoad &l) {
            return ammunition.kind(arm) == Ammunition::Kind::Guns
                ? RuleTables::tr("ball %1, canister %2").arg(l.ball).arg(l.canister)
                : QString::number(l.smallArms);
        };
        QString note = RuleTables::tr("%1 to %2 AP a fire, in smoke %3")
                           .arg(ammunition.minApPerFire(arm))
                           .arg(ammunition.apLimit(arm, false))
                           .arg(ammunition.apLimit(arm, true));
        if (load != house)
            note += QStringLiteral("; ") + CardText::changedMark(true);
        const QStringList cells { text(load), text(house), note };
        const QString key = cells.join(QLatin1Char('|'));
        if (!armsOf.contains(key))
            order.append(key);
        armsOf[key] |= 1u << static_cast<unsigned>(arm);
        cellsOf.insert(key, cells);
    }
    for (const QString &key : std::as_const(order))
        table.rows.append(
            QStringList { RuleTables::tr("Starting AP, ") + CardText::armsText(armsOf.value(key)) }
            + cellsOf.value(key));
    QStringList bands;
    for (const Ammunition::BoxcarsBand &band : ammunition.boxcarsBands())
        bands.append(
            RuleTables::tr("%1-%2 %3 more AP").arg(band.low).arg(band.high).arg(band.extraAp));
    table.notes.append(RuleTables::tr("Boxcars (a natural %1 on the fire die): each unit in the "
                                      "fire rolls %2 and loses, besides the AP it fired, %3; never "
                                      "below 0%4.")
                           .arg(rulings.boxcarsFace)
                           .arg(ammunition.boxcarsDice(), bands.join(QLatin1String(", ")),
                                ammunition.boxcarsWhileScrounging()
                                    ? QString()
                                    : RuleTables::tr("; not while scrounging")));
    return table;
}

CardTable RuleTables::replenishment(const Rulings &rulings)
{
    const Ammunition &ammunition = Ammunition::standard();
    CardTable table;
    table.id = QStringLiteral("replenishment");
    table.title = RuleTables::tr("Replenishment and scrounging");
    table.header = QStringList { RuleTables::tr("Item"), RuleTables::tr("In force"),
                                 RuleTables::tr("Note") };
    // Arms that replenish alike share a row.
    QMap<int, unsigned> armsByTurns;
    for (Arm arm : CardText::allArms())
        armsByTurns[ammunition.replenishmentTurns(arm)] |= 1u << static_cast<unsigned>(arm);
    for (auto it = armsByTurns.cbegin(); it != armsByTurns.cend(); ++it) {
        table.rows.append({ RuleTables::tr("Replenishment, ") + CardText::armsText(it.value()),
                            RuleTables::tr("%n full turn(s)", nullptr, it.key()),
                            RuleTables::tr("consecutive, %1\" or more from every enemy; back to "
                                           "full AP")
                                .arg(ammunition.replenishmentDistanceInches()) });
    }
    table.rows.append({ RuleTables::tr("Scrounging, a unit out of ammunition"),
                        RuleTables::tr("%1 AP a segment").arg(ammunition.scroungingApPerSegment()),
                        RuleTables::tr("fires at %1; no boxcars")
                            .arg(CardText::signedText(rulings.scroungingModifier)) });
    return table;
}

CardTable RuleTables::inForce(const Rulings &rulings)
{
    const Rulings defaults;
    CardTable table;
    table.id = QStringLiteral("rulings");
    table.title = RuleTables::tr("Rulings of this battle");
    // In words, each with its value: the batteries' AP rulings are the
    // starting AP of the ammunition above.
    QStringList said;
    bool anyChanged = false;
    for (const RulingInfo &info : Rulings::catalogue()) {
        if (info.key.startsWith(QLatin1String("battery-")))
            continue;
        const QJsonValue now = rulings.value(info.key);
        const QJsonValue house = defaults.value(info.key);
        QString text = info.title + QLatin1Char(' ') + CardText::shownValue(now);
        if (now != house) {
            text += RuleTables::tr(" (%1; house default %2)")
                        .arg(CardText::changedMark(true), CardText::shownValue(house));
            anyChanged = true;
        }
        said.append(text);
    }
    table.notes.append(
        said.join(QStringLiteral("; ")) + QLatin1Char('.')
        + (anyChanged ? QString() : RuleTables::tr(" All at their house defaults.")));
    return table;
}

} // namespace Adc

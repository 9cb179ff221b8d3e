#include "card/referencecard.h"

#include "ammunition/ammunition.h"
#include "fire/firechart.h"
#include "discipline/firedisciplinechart.h"
#include "fire/firemodifiers.h"
#include "fire/rangebands.h"
#include "terrain/terrainrules.h"

#include <QMap>
#include <QPagedPaintDevice>
#include <QPdfWriter>

namespace Adc {

namespace {

QList<Weapon> allWeapons()
{
    QList<Weapon> weapons;
    for (const QString &name : weaponNames())
        weapons.append(*weaponFromName(name));
    return weapons;
}

QList<Arm> allArms()
{
    QList<Arm> arms;
    for (const QString &name : armNames())
        arms.append(*armFromName(name));
    return arms;
}

QList<Terrain> allTerrains()
{
    QList<Terrain> terrains;
    for (const QString &name : terrainNames())
        terrains.append(*terrainFromName(name));
    return terrains;
}

// "small-arms" -> "Small arms", "in-smoke" -> "In smoke".
QString wordsOf(const QString &id)
{
    QString text = id;
    text.replace(QLatin1Char('-'), QLatin1Char(' '));
    if (!text.isEmpty())
        text[0] = text.at(0).toUpper();
    return text;
}

QString shownValue(const QJsonValue &value)
{
    if (value.isBool())
        return value.toBool() ? QStringLiteral("yes") : QStringLiteral("no");
    if (value.isDouble())
        return ReferenceCard::signedText(value.toInt()).remove(QLatin1Char('+'));
    return value.toString();
}

// "infantry and cavalry", or "all arms" when the rule concerns every arm.
QString armsText(unsigned arms)
{
    unsigned all = 0;
    for (const QString &name : armNames())
        all |= 1u << static_cast<unsigned>(*armFromName(name));
    return arms == all ? QStringLiteral("all arms") : FireModifiers::armsText(arms);
}

QString changedMark(bool changed)
{
    return changed ? QStringLiteral("changed by the umpire") : QString();
}

} // namespace

ReferenceCard::ReferenceCard(const Rulings &rulings, const QString &battleName)
    : m_rulings(rulings), m_battleName(battleName)
{
}

QString ReferenceCard::signedText(int value)
{
    if (value > 0)
        return QStringLiteral("+%1").arg(value);
    return QString::number(value);
}

QString ReferenceCard::inchesText(double inches)
{
    return QString::number(inches, 'g', 6);
}

ReferenceCard::Table ReferenceCard::disciplineTable()
{
    const FireDisciplineChart &chart = FireDisciplineChart::standard();
    Table table;
    table.id = QStringLiteral("discipline");
    table.title = QStringLiteral("Fire discipline (class dice)");
    table.source = QStringLiteral("seed 002, Fire Discipline");
    table.header.append(QStringLiteral("Roll"));
    QList<DisciplineSituation> situations;
    for (const QString &name : disciplineSituationNames()) {
        situations.append(*disciplineSituationFromName(name));
        table.header.append(wordsOf(name).toUpper());
    }
    for (int row = chart.highestRow(); row >= chart.lowestRow(); --row) {
        QStringList cells { chart.rowName(row) };
        for (DisciplineSituation situation : std::as_const(situations)) {
            const FireDisciplineChart::Cell cell = chart.cell(row, situation);
            cells.append(DisciplineResult::cellText(cell.kind, cell.range));
        }
        table.rows.append(cells);
    }
    QStringList distances;
    for (int distance : chart.chargeDistances())
        distances.append(QStringLiteral("%1\"").arg(distance));
    table.notes.append(QStringLiteral("Column: FIREFIGHT in firefight status, else IN SMOKE in smoke, "
                                      "else NORMAL. N\" fire: fires when the enemy is within N\" "
                                      "(approach fire); FF: enters firefight status."));
    table.notes.append(QStringLiteral("Charge: defending infantry rolls at %1 until it fails "
                                      "(anything but free); passing every roll, it fires at %2\".")
                               .arg(distances.join(QLatin1String(", ")))
                               .arg(chart.closeActionRange()));
    return table;
}

ReferenceCard::Table ReferenceCard::fireTable(const Rulings &rulings)
{
    const FireChart &chart = FireChart::standard();
    Table table;
    table.id = QStringLiteral("fire");
    table.title = QStringLiteral("Fire combat chart (casualty steps)");
    table.source = QStringLiteral("seed 002, Fire Combat Chart");
    table.header = QStringList { QStringLiteral("Stands"), QStringLiteral("Tubes") }
            + chart.columnLabels();
    int topStands = 0;
    int topTubes = 0;
    for (int row = 0; row < chart.rowCount(); ++row) {
        QStringList cells { chart.standsName(row),
                            chart.tubes(row) > 0 ? QString::number(chart.tubes(row))
                                                 : QStringLiteral("-") };
        for (int column = 0; column < chart.columnCount(); ++column)
            cells.append(QString::number(chart.cell(row, column)));
        table.rows.append(cells);
        topStands = std::max(topStands, chart.standsName(row).toInt());
        topTubes = std::max(topTubes, chart.tubes(row));
    }
    table.notes.append(QStringLiteral("Column by the modified roll (1d%1 + modifiers); a roll beyond "
                                      "the chart reads its end column (%2, %3). Firing stands: "
                                      "castings / %4, rounded down; 1 or 2 castings fire as half.")
                               .arg(chart.dieFaces())
                               .arg(chart.columnLabels().last(), chart.columnLabels().first())
                               .arg(chart.castingsPerStand()));
    if (rulings.extendBeyondChart) {
        const std::optional<FireChart::Row> stands = chart.rowForStands(topStands + 1, rulings);
        int tubesPerStep = 0;
        for (int extra = 1; extra <= 12 && tubesPerStep == 0; ++extra) {
            const std::optional<FireChart::Row> tubes = chart.rowForTubes(topTubes + extra, rulings);
            if (tubes && tubes->extraSteps > 0)
                tubesPerStep = extra;
        }
        table.notes.append(QStringLiteral("Beyond %1 stands each stand adds %2 step; beyond %3 "
                                          "tubes every %4 tubes add 1 step, in every column.")
                                   .arg(topStands)
                                   .arg(stands ? stands->extraSteps : 0)
                                   .arg(topTubes)
                                   .arg(tubesPerStep));
    } else {
        table.notes.append(QStringLiteral("Beyond %1 stands or %2 tubes the top row is read "
                                          "(ruling extend-beyond-chart off).")
                                   .arg(topStands)
                                   .arg(topTubes));
    }
    table.notes.append(QStringLiteral("Boxcars: a natural %1 on the fire die.").arg(rulings.boxcarsFace));
    return table;
}

ReferenceCard::Table ReferenceCard::rangeTable()
{
    const RangeBands &ranges = RangeBands::standard();
    Table table;
    table.id = QStringLiteral("ranges");
    table.title = QStringLiteral("Range bands (inches, modifier)");
    table.source = QStringLiteral("seed 002, Range/Effect; Def. Fire Ranges");

    // The first band of each weapon shares the first column (close or
    // canister); the others line up by name.
    QStringList firstNames;
    QStringList others;
    for (Weapon weapon : allWeapons()) {
        const QList<RangeBands::Band> &bands = ranges.bands(weapon);
        for (int i = 0; i < bands.size(); ++i) {
            QStringList &names = i == 0 ? firstNames : others;
            if (!names.contains(bands.at(i).name))
                names.append(bands.at(i).name);
        }
    }
    table.header = QStringList { QStringLiteral("Weapon"), firstNames.join(QLatin1String(" / ")) };
    for (const QString &name : std::as_const(others))
        table.header.append(name);
    table.header.append(QStringLiteral("defensive fire"));

    for (Weapon weapon : allWeapons()) {
        QStringList cells(table.header.size(), QStringLiteral("-"));
        cells[0] = ranges.title(weapon);
        const QList<RangeBands::Band> &bands = ranges.bands(weapon);
        for (int i = 0; i < bands.size(); ++i) {
            const RangeBands::Band &band = bands.at(i);
            const int column = i == 0 ? 1 : 2 + others.indexOf(band.name);
            cells[column] = QStringLiteral("%1\" %2").arg(inchesText(band.limit), signedText(band.modifier));
        }
        cells[table.header.size() - 1] =
                QStringLiteral("%1\"").arg(inchesText(ranges.defensiveFireRange(weapon)));
        table.rows.append(cells);
    }
    table.notes.append(QStringLiteral("A band covers ranges above the previous band's limit up to "
                                      "its own; beyond the last, no fire. Canister only within "
                                      "canister range; ball there reads the short band."));
    return table;
}

ReferenceCard::Table ReferenceCard::modifierTable(const Rulings &rulings)
{
    const FireModifiers &modifiers = FireModifiers::standard();
    const Rulings defaults;
    Table table;
    table.id = QStringLiteral("modifiers");
    table.title = QStringLiteral("Other fire modifiers");
    table.source = QStringLiteral("seed 002, Other Fire Modifiers; Ammunition; In Smoke; Ricochet Fire");
    table.header = QStringList { QStringLiteral("Group"), QStringLiteral("Modifier"),
                                 QStringLiteral("Value"), QStringLiteral("Arms"),
                                 QStringLiteral("Note") };

    // AP per fire: arms with the same rates share a row.
    QMap<QString, unsigned> armsOfRates;
    QStringList rateOrder;
    for (Arm arm : allArms()) {
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
            table.rows.append({ QStringLiteral("AP per fire"),
                                ap == 1 ? QStringLiteral("1 AP in one fire")
                                        : QStringLiteral("%1 AP in one fire").arg(ap),
                                signedText(parts.at(1).toInt()),
                                armsText(armsOfRates.value(key)), QString() });
        }
    }

    for (const FireModifiers::Rule &rule : modifiers.rules()) {
        QString value;
        QStringList note;
        if (rule.forbids) {
            value = QStringLiteral("cannot fire");
        } else if (rule.valueKind == FireModifiers::Rule::ValueKind::ByShot) {
            value = QStringLiteral("ball %1, canister %2")
                            .arg(signedText(rule.valueFor(Shot::Ball, rulings)),
                                 signedText(rule.valueFor(Shot::Canister, rulings)));
        } else {
            value = signedText(rule.valueFor(Shot::Ball, rulings));
        }
        if (rule.valueKind == FireModifiers::Rule::ValueKind::Ruling) {
            const int house = rule.valueFor(Shot::Ball, defaults);
            const int now = rule.valueFor(Shot::Ball, rulings);
            note.append(now == house
                                ? QStringLiteral("ruling %1").arg(rule.ruling)
                                : QStringLiteral("ruling %1 changed by the umpire (house %2)")
                                          .arg(rule.ruling, signedText(house)));
        }
        if (rule.apLimit > 0)
            note.append(QStringLiteral("at most %1 AP").arg(rule.apLimit));
        if (rule.suspendsBoxcars)
            note.append(QStringLiteral("no boxcars"));
        if (!rule.spendsAp)
            note.append(QStringLiteral("spends no AP"));
        if (rule.reach > 0)
            note.append(QStringLiteral("within %1\" beyond the target").arg(inchesText(rule.reach)));
        if (rule.shots != 3) {
            QStringList shots;
            for (const QString &name : shotNames()) {
                if (rule.allowsShot(*shotFromName(name)))
                    shots.append(name);
            }
            note.append(QStringLiteral("%1 only").arg(shots.join(QLatin1String(", "))));
        }
        table.rows.append({ wordsOf(rule.group), rule.title, value,
                            armsText(rule.arms), note.join(QLatin1String("; ")) });
    }
    return table;
}

ReferenceCard::Table ReferenceCard::terrainTable(const Rulings &rulings)
{
    const TerrainRules &terrain = TerrainRules::standard();
    Table table;
    table.id = QStringLiteral("terrain");
    table.title = QStringLiteral("Terrain morale bonuses");
    table.source = QStringLiteral("seed 001, Terrain");
    table.header.append(QStringLiteral("Terrain"));
    const QList<Arm> arms = allArms();
    for (Arm arm : arms)
        table.header.append(wordsOf(toName(arm)));
    table.header.append(QStringLiteral("Bonuses"));

    QStringList bonusOrder;
    QMap<QString, MoraleEffect::Bonus> bonuses;
    for (Terrain place : allTerrains()) {
        QStringList cells { wordsOf(toName(place)) };
        QStringList ids;
        for (Arm arm : arms) {
            const MoraleEffect effect = terrain.moraleModifier(arm, place, true, true, rulings);
            cells.append(effect.allowed ? signedText(effect.modifier) : QStringLiteral("not allowed"));
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
            shown.append(QStringLiteral("%1 %2").arg(id, signedText(bonuses.value(id).value)));
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
        table.notes.append(QStringLiteral("%1 %2: %3").arg(id, signedText(bonus.value), bonus.text));
    }
    return table;
}

ReferenceCard::Table ReferenceCard::rulingsTable(const Rulings &rulings)
{
    const Ammunition &ammunition = Ammunition::standard();
    const Rulings defaults;
    Table table;
    table.id = QStringLiteral("rulings");
    table.title = QStringLiteral("Ammunition and rulings in force");
    table.source = QStringLiteral("seed 002, Ammunition; RULES.md rulings");
    table.header = QStringList { QStringLiteral("Item"), QStringLiteral("In force"),
                                 QStringLiteral("House default"), QStringLiteral("Note") };

    for (Arm arm : allArms()) {
        const AmmunitionLoad load = ammunition.startingAp(arm, rulings);
        const AmmunitionLoad house = ammunition.startingAp(arm, defaults);
        auto text = [&](const AmmunitionLoad &l) {
            return ammunition.kind(arm) == Ammunition::Kind::Guns
                    ? QStringLiteral("ball %1, canister %2").arg(l.ball).arg(l.canister)
                    : QString::number(l.smallArms);
        };
        table.rows.append({ QStringLiteral("Starting AP, %1").arg(toName(arm)), text(load),
                            text(house), changedMark(load != house) });
    }
    for (Arm arm : allArms()) {
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
                            ammunition.boxcarsWhileScrounging() ? QString()
                                                                : QStringLiteral("not while scrounging") });
    }
    table.rows.append({ QStringLiteral("Scrounging AP per segment"),
                        QString::number(ammunition.scroungingApPerSegment()), QString(), QString() });
    for (Arm arm : allArms()) {
        table.rows.append({ QStringLiteral("Replenishment, %1").arg(toName(arm)),
                            QStringLiteral("%1 full turn(s)").arg(ammunition.replenishmentTurns(arm)),
                            QString(),
                            QStringLiteral("consecutive, %1\" or more from every enemy")
                                    .arg(ammunition.replenishmentDistanceInches()) });
    }
    for (const RulingInfo &info : Rulings::catalogue()) {
        const QJsonValue now = rulings.value(info.key);
        const QJsonValue house = defaults.value(info.key);
        table.rows.append({ info.title, shownValue(now), shownValue(house), changedMark(now != house) });
    }
    return table;
}

QList<ReferenceCard::Table> ReferenceCard::tables() const
{
    return { fireTable(m_rulings),     disciplineTable(),         rangeTable(),
             modifierTable(m_rulings), terrainTable(m_rulings), rulingsTable(m_rulings) };
}

ReferenceCard::Table ReferenceCard::table(const QString &id) const
{
    for (const Table &table : tables()) {
        if (table.id == id)
            return table;
    }
    return Table();
}

PageBoxesDocument ReferenceCard::document() const
{
    PageBoxesDocument document(9.0);
    document.setFooter(QStringLiteral("A l'Ombre des Aigles: reference card"));
    document.addTitle(QStringLiteral("Reference card: A l'Ombre des Aigles"));
    QStringList changed;
    const Rulings defaults;
    for (const RulingInfo &info : Rulings::catalogue()) {
        if (m_rulings.value(info.key) != defaults.value(info.key))
            changed.append(QStringLiteral("%1 %2").arg(info.key, shownValue(m_rulings.value(info.key))));
    }
    QString sub = m_battleName.isEmpty() ? QStringLiteral("House rulings")
                                         : QStringLiteral("Rulings of %1").arg(m_battleName);
    sub += changed.isEmpty() ? QStringLiteral(": all at their house defaults.")
                             : QStringLiteral("; changed by the umpire: %1.")
                                       .arg(changed.join(QLatin1String(", ")));
    document.addParagraph(sub);

    for (const Table &table : tables()) {
        PageBoxesDocument::Table printed;
        printed.header = table.header;
        printed.rows = table.rows;
        if (table.id == QLatin1String("modifiers")) {
            printed.wrapColumns = { 1, 2, 4 };
            printed.leftColumns = { 1, 3, 4 };
        } else if (table.id == QLatin1String("terrain")) {
            printed.wrapColumns = { int(table.header.size() - 1) };
            printed.leftColumns = { int(table.header.size() - 1) };
        } else if (table.id == QLatin1String("rulings")) {
            printed.wrapColumns = { 3 };
            printed.leftColumns = { 3 };
        }
        document.addHeading(table.title, QStringLiteral("(%1)").arg(table.source));
        document.addTable(printed);
        for (const QString &note : table.notes)
            document.addParagraph(note, 8.0);
    }
    return document;
}

int ReferenceCard::paint(QPagedPaintDevice *device) const
{
    return document().paint(device);
}

Result<int> ReferenceCard::writePdf(const QString &path, PageBoxes::Paper paper) const
{
    return PageBoxes::writePdf(path, paper, QPageLayout::Portrait, [this](QPdfWriter &writer) {
        writer.setTitle(QStringLiteral("Reference card"));
        return paint(&writer);
    });
}

} // namespace Adc

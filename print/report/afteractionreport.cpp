#include "report/afteractionreport.h"

#include "ammunition/ammunition.h"
#include "battle/battle.h"
#include "fire/firechart.h"

#include <QDate>
#include <QHash>
#include <QJsonArray>
#include <QPagedPaintDevice>
#include <QPdfWriter>
#include <QSet>
#include <algorithm>

namespace Adc {

namespace {

QString csvField(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"'))
        && !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QList<int> intsOf(const QJsonValue &value)
{
    QList<int> numbers;
    if (value.isArray()) {
        for (const QJsonValue &item : value.toArray())
            numbers.append(item.toInt());
    } else if (value.isDouble()) {
        numbers.append(value.toInt());
    }
    return numbers;
}

QString facesText(const QList<int> &faces)
{
    QStringList parts;
    for (int face : faces)
        parts.append(QString::number(face));
    return parts.join(QLatin1Char(' '));
}

} // namespace

void AfterActionReport::Tally::add(const Tally &other)
{
    units += other.units;
    castingsInitial += other.castingsInitial;
    castings += other.castings;
    castingsLost += other.castingsLost;
    steps += other.steps;
    apSmallArms += other.apSmallArms;
    apBall += other.apBall;
    apCanister += other.apCanister;
    // Fires and the steps they inflicted are counted per fire at each level:
    // a brigade's pooled fire is one fire of the brigade.
}

AfterActionReport::AfterActionReport(const Source &source)
    : m_battleName(source.battleName), m_clock(source.clock)
{
    count(source);
    readRolls(source);
}

AfterActionReport::Source AfterActionReport::sourceOf(const Battle &battle)
{
    Source source;
    source.battleName = battle.name();
    source.clock = battle.clock();
    source.sides = battle.sides();
    source.brigades = battle.brigades();
    source.units = battle.units();
    source.log = battle.log();
    return source;
}

AfterActionReport AfterActionReport::fromBattle(const Battle &battle)
{
    return AfterActionReport(sourceOf(battle));
}

QString AfterActionReport::apMethod()
{
    return QStringLiteral(
            "AP spent is read from the log: for every fire that stands (not undone), each firer's "
            "AP fired plus the extra AP its boxcars penalty cost. Refills and edits change a "
            "unit's AP without a fire and are not counted. Castings lost are permanent losses "
            "(initial minus current castings); steps held are the soft losses the units carry "
            "now. A brigade's pooled fire counts as one fire of the brigade (and of each unit "
            "in it).");
}

void AfterActionReport::count(const Source &source)
{
    struct Where
    {
        int side = -1;
        int brigade = -1;
        int unit = -1;
    };
    QHash<qint64, Where> where;
    QHash<QString, int> sideIndex;
    auto sideOf = [&](const QString &name) {
        auto found = sideIndex.constFind(name);
        if (found != sideIndex.constEnd())
            return *found;
        SideLine line;
        line.side = name;
        m_sides.append(line);
        sideIndex.insert(name, m_sides.size() - 1);
        return int(m_sides.size() - 1);
    };
    auto brigadeOf = [&](int side, const QString &name, const QString &commander) {
        QList<BrigadeLine> &brigades = m_sides[side].brigades;
        for (int i = 0; i < brigades.size(); ++i) {
            if (brigades.at(i).brigade == name)
                return i;
        }
        BrigadeLine line;
        line.side = m_sides.at(side).side;
        line.brigade = name;
        line.commander = commander;
        brigades.append(line);
        return int(brigades.size() - 1);
    };
    for (const SideRecord &side : source.sides)
        sideOf(side.name);
    for (const BrigadeRecord &brigade : source.brigades)
        brigadeOf(sideOf(brigade.side), brigade.name, brigade.commander);
    for (const UnitRecord &unit : source.units) {
        const int side = sideOf(unit.side);
        const int brigade = brigadeOf(side, unit.brigade, QString());
        UnitLine line;
        line.unit = unit;
        line.tally.units = 1;
        line.tally.castingsInitial = unit.castingsInitial;
        line.tally.castings = unit.castings;
        line.tally.castingsLost = std::max(0, unit.castingsInitial - unit.castings);
        line.tally.steps = unit.steps;
        QList<UnitLine> &units = m_sides[side].brigades[brigade].units;
        units.append(line);
        where.insert(unit.id, { side, brigade, int(units.size() - 1) });
    }

    // Fires that stand, from the log.
    for (const LogEntry &entry : source.log) {
        if (entry.kind != QLatin1String("fire") || entry.undone)
            continue;
        const Shot shot = shotFromName(entry.inputs.value(QStringLiteral("shot")).toString())
                                  .value_or(Shot::Ball);
        int inflicted = entry.result.value(QStringLiteral("target")).toObject()
                                .value(QStringLiteral("casualty_steps")).toInt();
        for (const QJsonValue &line : entry.result.value(QStringLiteral("ricochet")).toArray())
            inflicted += line.toObject().value(QStringLiteral("target")).toObject()
                                 .value(QStringLiteral("casualty_steps")).toInt();
        QSet<int> sidesFired;
        QSet<QPair<int, int>> brigadesFired;
        for (const QJsonValue &value : entry.result.value(QStringLiteral("firers")).toArray()) {
            const QJsonObject firer = value.toObject();
            const auto found = where.constFind(firer.value(QStringLiteral("id")).toInteger());
            if (found == where.constEnd())
                continue; // a unit removed since: nothing to count it against
            UnitLine &line = m_sides[found->side].brigades[found->brigade].units[found->unit];
            const int spent = firer.value(QStringLiteral("ap_spent")).toInt()
                    + firer.value(QStringLiteral("extra_ap")).toInt();
            if (!firesByTubes(line.unit.arm))
                line.tally.apSmallArms += spent;
            else if (shot == Shot::Canister)
                line.tally.apCanister += spent;
            else
                line.tally.apBall += spent;
            line.tally.fires += 1;
            line.tally.stepsInflicted += inflicted;
            sidesFired.insert(found->side);
            brigadesFired.insert({ found->side, found->brigade });
        }
        for (const QPair<int, int> &brigade : std::as_const(brigadesFired)) {
            Tally &tally = m_sides[brigade.first].brigades[brigade.second].tally;
            tally.fires += 1;
            tally.stepsInflicted += inflicted;
        }
        for (int side : std::as_const(sidesFired)) {
            m_sides[side].tally.fires += 1;
            m_sides[side].tally.stepsInflicted += inflicted;
        }
    }

    for (SideLine &side : m_sides) {
        for (BrigadeLine &brigade : side.brigades) {
            for (const UnitLine &unit : std::as_const(brigade.units))
                brigade.tally.add(unit.tally);
            side.tally.add(brigade.tally);
        }
        side.brigades.erase(std::remove_if(side.brigades.begin(), side.brigades.end(),
                                           [](const BrigadeLine &brigade) {
                                               return brigade.units.isEmpty();
                                           }),
                            side.brigades.end());
    }
}

void AfterActionReport::readRolls(const Source &source)
{
    QHash<qint64, const UnitRecord *> units;
    for (const UnitRecord &unit : source.units)
        units.insert(unit.id, &unit);
    auto nameOf = [&](qint64 id) {
        const UnitRecord *unit = units.value(id);
        return unit ? unit->name : QStringLiteral("unit %1").arg(id);
    };
    const QString fireDie = QStringLiteral("1d%1").arg(FireChart::standard().dieFaces());
    const QString boxcarsDice = Ammunition::standard().boxcarsDice();

    for (const LogEntry &entry : source.log) {
        // Undo and redo entries roll nothing; the entries they point at keep
        // their dice (and say whether they stand).
        if (entry.kind == QLatin1String("undo") || entry.kind == QLatin1String("redo"))
            continue;
        Roll base;
        base.logId = entry.id;
        base.turn = entry.turn;
        base.segment = entry.segment;
        base.action = entry.kind;
        base.undone = entry.undone;
        auto placeOf = [&](Roll &roll, qint64 id) {
            if (const UnitRecord *unit = units.value(id)) {
                roll.side = unit->side;
                roll.brigade = unit->brigade;
            }
        };

        if (entry.kind == QLatin1String("fire")) {
            const QJsonArray firers = entry.result.value(QStringLiteral("firers")).toArray();
            QStringList names;
            for (const QJsonValue &firer : firers)
                names.append(nameOf(firer.toObject().value(QStringLiteral("id")).toInteger()));
            const qint64 lead = firers.isEmpty()
                    ? 0
                    : firers.first().toObject().value(QStringLiteral("id")).toInteger();
            Roll die = base;
            die.what = QStringLiteral("fire die");
            die.dice = fireDie;
            die.total = entry.inputs.value(QStringLiteral("die"))
                                .toInt(entry.result.value(QStringLiteral("die")).toInt());
            die.faces = { die.total };
            die.unit = names.join(QLatin1String(" + "));
            placeOf(die, lead);
            m_rolls.append(die);
            for (const QJsonValue &value : firers) {
                const QJsonObject firer = value.toObject();
                if (!firer.contains(QStringLiteral("boxcars_roll")))
                    continue;
                Roll penalty = base;
                const qint64 id = firer.value(QStringLiteral("id")).toInteger();
                penalty.what = QStringLiteral("boxcars penalty");
                penalty.dice = boxcarsDice;
                penalty.total = firer.value(QStringLiteral("boxcars_roll")).toInt();
                penalty.faces = intsOf(firer.value(QStringLiteral("boxcars_faces")));
                penalty.unit = nameOf(id);
                placeOf(penalty, id);
                m_rolls.append(penalty);
            }
            const QList<int> ricochetDice = intsOf(entry.inputs.value(QStringLiteral("ricochet_dice")));
            const QJsonArray ricochet = entry.result.value(QStringLiteral("ricochet")).toArray();
            for (int i = 0; i < ricochetDice.size(); ++i) {
                Roll again = die;
                const qint64 target = ricochet.at(i).toObject().value(QStringLiteral("target"))
                                              .toObject().value(QStringLiteral("id")).toInteger();
                again.what = QStringLiteral("ricochet die on %1").arg(nameOf(target));
                again.total = ricochetDice.at(i);
                again.faces = { again.total };
                m_rolls.append(again);
            }
        } else if (entry.kind == QLatin1String("discipline")) {
            const qint64 id = entry.inputs.value(QStringLiteral("unit")).toInteger();
            Roll roll = base;
            roll.what = QStringLiteral("discipline, %1")
                                .arg(entry.result.value(QStringLiteral("situation")).toString());
            roll.dice = entry.result.value(QStringLiteral("dice")).toString();
            roll.faces = intsOf(entry.result.value(QStringLiteral("faces")));
            roll.total = entry.result.value(QStringLiteral("roll"))
                                 .toInt(entry.inputs.value(QStringLiteral("roll")).toInt());
            roll.unit = nameOf(id);
            placeOf(roll, id);
            m_rolls.append(roll);
        } else if (entry.kind == QLatin1String("charge")) {
            const qint64 id = entry.inputs.value(QStringLiteral("defender")).toInteger();
            for (const QJsonValue &value : entry.result.value(QStringLiteral("steps")).toArray()) {
                const QJsonObject step = value.toObject();
                Roll roll = base;
                roll.what = QStringLiteral("charge discipline at %1\"")
                                    .arg(step.value(QStringLiteral("distance")).toInt());
                roll.dice = entry.result.value(QStringLiteral("dice")).toString();
                roll.faces = intsOf(step.value(QStringLiteral("faces")));
                roll.total = step.value(QStringLiteral("roll")).toInt();
                roll.unit = nameOf(id);
                placeOf(roll, id);
                m_rolls.append(roll);
            }
        } else if (entry.kind == QLatin1String("roll")) {
            Roll roll = base;
            const QString purpose = entry.result.value(QStringLiteral("purpose")).toString();
            roll.what = purpose.isEmpty() ? QStringLiteral("roll") : purpose;
            roll.dice = entry.result.value(QStringLiteral("dice")).toString();
            roll.faces = intsOf(entry.inputs.value(QStringLiteral("faces")));
            roll.total = entry.result.value(QStringLiteral("total")).toInt();
            m_rolls.append(roll);
        }
    }
}

const AfterActionReport::SideLine *AfterActionReport::side(const QString &side) const
{
    for (const SideLine &line : m_sides) {
        if (line.side == side)
            return &line;
    }
    return nullptr;
}

const AfterActionReport::BrigadeLine *AfterActionReport::brigade(const QString &side,
                                                                 const QString &brigade) const
{
    const SideLine *line = this->side(side);
    if (!line)
        return nullptr;
    for (const BrigadeLine &found : line->brigades) {
        if (found.brigade == brigade)
            return &found;
    }
    return nullptr;
}

QStringList AfterActionReport::csvColumns()
{
    return { QStringLiteral("record"),          QStringLiteral("side"),
             QStringLiteral("brigade"),         QStringLiteral("unit"),
             QStringLiteral("units"),           QStringLiteral("castings_initial"),
             QStringLiteral("castings"),        QStringLiteral("castings_lost"),
             QStringLiteral("steps"),           QStringLiteral("ap_spent"),
             QStringLiteral("ap_small_arms"),   QStringLiteral("ap_ball"),
             QStringLiteral("ap_canister"),     QStringLiteral("fires"),
             QStringLiteral("steps_inflicted"), QStringLiteral("log_id"),
             QStringLiteral("turn"),            QStringLiteral("segment"),
             QStringLiteral("action"),          QStringLiteral("what"),
             QStringLiteral("dice"),            QStringLiteral("faces"),
             QStringLiteral("total"),           QStringLiteral("undone") };
}

QByteArray AfterActionReport::csv() const
{
    const int columns = csvColumns().size();
    QString text = csvColumns().join(QLatin1Char(',')) + QLatin1Char('\n');
    auto tallyRow = [&](const QString &record, const QString &side, const QString &brigade,
                        const QString &unit, const Tally &tally) {
        QStringList fields { record, side, brigade, unit,
                             QString::number(tally.units),
                             QString::number(tally.castingsInitial),
                             QString::number(tally.castings),
                             QString::number(tally.castingsLost),
                             QString::number(tally.steps),
                             QString::number(tally.apSpent()),
                             QString::number(tally.apSmallArms),
                             QString::number(tally.apBall),
                             QString::number(tally.apCanister),
                             QString::number(tally.fires),
                             QString::number(tally.stepsInflicted) };
        while (fields.size() < columns)
            fields.append(QString());
        for (QString &field : fields)
            field = csvField(field);
        text += fields.join(QLatin1Char(',')) + QLatin1Char('\n');
    };
    for (const SideLine &side : m_sides) {
        tallyRow(QStringLiteral("side"), side.side, QString(), QString(), side.tally);
        for (const BrigadeLine &brigade : side.brigades) {
            tallyRow(QStringLiteral("brigade"), side.side, brigade.brigade, QString(), brigade.tally);
            for (const UnitLine &unit : brigade.units)
                tallyRow(QStringLiteral("unit"), side.side, brigade.brigade, unit.unit.name,
                         unit.tally);
        }
    }
    for (const Roll &roll : m_rolls) {
        QStringList fields { QStringLiteral("roll"), roll.side, roll.brigade, roll.unit };
        while (fields.size() < csvColumns().indexOf(QStringLiteral("log_id")))
            fields.append(QString());
        fields << QString::number(roll.logId) << QString::number(roll.turn)
               << QString::number(roll.segment) << roll.action << roll.what << roll.dice
               << facesText(roll.faces) << QString::number(roll.total)
               << (roll.undone ? QStringLiteral("true") : QStringLiteral("false"));
        for (QString &field : fields)
            field = csvField(field);
        text += fields.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return text.toUtf8();
}

Result<void> AfterActionReport::writeCsv(const QString &path) const
{
    return PageBoxes::writeFile(path, csv());
}

PageBoxesDocument AfterActionReport::document() const
{
    PageBoxesDocument document(9.5);
    const QString name = m_battleName.isEmpty() ? QStringLiteral("Battle") : m_battleName;
    document.setFooter(QStringLiteral("%1: after-action report").arg(name));
    document.addTitle(QStringLiteral("%1: after-action report").arg(name));
    document.addParagraph(QStringLiteral("Turn %1, segment %2 \u00b7 printed %3")
                                  .arg(m_clock.turn)
                                  .arg(m_clock.segment)
                                  .arg(QDate::currentDate().toString(Qt::ISODate)));
    document.addParagraph(apMethod(), 8.5);

    auto tallyCells = [](const QString &name, const Tally &tally) {
        return QStringList { name,
                             QString::number(tally.units),
                             QString::number(tally.castingsInitial),
                             QString::number(tally.castings),
                             QString::number(tally.castingsLost),
                             QString::number(tally.steps),
                             QString::number(tally.apSpent()),
                             QString::number(tally.fires),
                             QString::number(tally.stepsInflicted) };
    };
    for (const SideLine &side : m_sides) {
        PageBoxesDocument::Table table;
        table.header = QStringList { QStringLiteral("Brigade"),       QStringLiteral("Units"),
                                     QStringLiteral("Castings at start"),
                                     QStringLiteral("Castings now"),  QStringLiteral("Castings lost"),
                                     QStringLiteral("Steps held"),    QStringLiteral("AP spent"),
                                     QStringLiteral("Fires"),         QStringLiteral("Steps inflicted") };
        table.wrapColumns = { 0 };
        for (const BrigadeLine &brigade : side.brigades)
            table.rows.append(tallyCells(brigade.brigade.isEmpty() ? QStringLiteral("(no brigade)")
                                                                   : brigade.brigade,
                                         brigade.tally));
        table.boldRows.insert(table.rows.size());
        table.rows.append(tallyCells(QStringLiteral("Total %1").arg(side.side), side.tally));
        document.addHeading(side.side);
        document.addTable(table);
    }

    document.addHeading(QStringLiteral("Roll log"),
                        QStringLiteral("(every die in the battle's log, undone actions marked)"));
    if (m_rolls.isEmpty()) {
        document.addParagraph(QStringLiteral("No dice in the log."));
        return document;
    }
    PageBoxesDocument::Table table;
    table.header = QStringList { QStringLiteral("Log"),  QStringLiteral("Turn.seg"),
                                 QStringLiteral("Action"), QStringLiteral("Unit"),
                                 QStringLiteral("What"), QStringLiteral("Dice"),
                                 QStringLiteral("Faces"), QStringLiteral("Total") };
    table.boldFirstColumn = false;
    table.wrapColumns = { 3, 4 };
    table.leftColumns = { 2, 3, 4 };
    for (const Roll &roll : m_rolls) {
        QString what = roll.what;
        if (roll.undone)
            what += QStringLiteral(" (undone)");
        table.rows.append({ QString::number(roll.logId),
                            QStringLiteral("%1.%2").arg(roll.turn).arg(roll.segment), roll.action,
                            roll.unit, what, roll.dice, facesText(roll.faces),
                            QString::number(roll.total) });
    }
    document.addTable(table);
    return document;
}

int AfterActionReport::paint(QPagedPaintDevice *device) const
{
    return document().paint(device);
}

Result<int> AfterActionReport::writePdf(const QString &path, PageBoxes::Paper paper) const
{
    return PageBoxes::writePdf(path, paper, QPageLayout::Portrait, [this](QPdfWriter &writer) {
        writer.setTitle(QStringLiteral("%1: after-action report").arg(m_battleName));
        return paint(&writer);
    });
}

} // namespace Adc

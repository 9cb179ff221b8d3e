#include "print/report/afteractionreport.h"

#include "db/battle/battle.h"
#include "db/battle/logtext.h"
#include "db/battle/rolltext.h"
#include "print/report/reportcsv.h"
#include "print/report/rolllog.h"

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QJsonArray>
#include <QPagedPaintDevice>
#include <QPdfWriter>
#include <QSet>
#include <algorithm>

namespace Adc {

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

QString AfterActionReport::Roll::facesText() const
{
    LoggedRolls::Roll roll;
    roll.dice = dice;
    roll.faces = faces;
    roll.total = total;
    roll.origin = origin;
    return RollText::facesText(roll);
}

AfterActionReport::AfterActionReport(const Source &source)
    : m_battleName(source.battleName)
    , m_clock(source.clock)
    , m_strength(source.units, source.log, source.clock)
{
    count(source);
    m_rolls = RollLog(source).rolls();
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
    return QCoreApplication::translate(
        "Adc::AfterActionReport",
        "AP spent is read from the log: for every fire that stands (not undone), a "
        "defender's fire inside a charge included, each firer's AP fired plus the extra AP "
        "its boxcars penalty cost. Refills and edits change a "
        "unit's AP without a fire and are not counted. Castings lost are permanent losses "
        "(initial minus current castings); steps held are the soft losses the units carry "
        "now. A brigade's pooled fire counts as one fire of the brigade (and of each unit "
        "in it).");
}

void AfterActionReport::count(const Source &source)
{
    const QHash<qint64, Where> where = placeUnits(source);
    // Fires that stand, from the log: a fire inside a charge is a fire.
    for (const LogEntry &entry : source.log) {
        if (entry.undone)
            continue;
        for (const LoggedFires::Fire &fire : LoggedFires::of(entry))
            countFire(fire, where);
    }
    for (SideLine &side : m_sides) {
        for (BrigadeLine &brigade : side.brigades) {
            for (const UnitLine &unit : std::as_const(brigade.units))
                brigade.tally.add(unit.tally);
            side.tally.add(brigade.tally);
        }
        side.brigades.erase(
            std::remove_if(side.brigades.begin(), side.brigades.end(),
                           [](const BrigadeLine &brigade) { return brigade.units.isEmpty(); }),
            side.brigades.end());
    }
}

int AfterActionReport::sideOf(const QString &name)
{
    for (int i = 0; i < m_sides.size(); ++i) {
        if (m_sides.at(i).side == name)
            return i;
    }
    SideLine line;
    line.side = name;
    m_sides.append(line);
    return int(m_sides.size() - 1);
}

int AfterActionReport::brigadeOf(int side, const QString &name, const QString &commander)
{
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
}

QHash<qint64, AfterActionReport::Where> AfterActionReport::placeUnits(const Source &source)
{
    QHash<qint64, Where> where;
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
    return where;
}

void AfterActionReport::countFire(const LoggedFires::Fire &fire, const QHash<qint64, Where> &where)
{
    const Shot shot = fire.shot;
    const int inflicted = fire.stepsInflicted();
    QSet<int> sidesFired;
    QSet<QPair<int, int>> brigadesFired;
    for (const QJsonValue &value : fire.result.value(QStringLiteral("firers")).toArray()) {
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
    return ReportCsv::columns();
}

QByteArray AfterActionReport::csv() const
{
    return ReportCsv::of(*this).value_or(QByteArray());
}

Result<void> AfterActionReport::writeCsv(const QString &path,
                                         const PageBoxesDocument::Progress &progress) const
{
    const std::optional<QByteArray> bytes = ReportCsv::of(*this, progress);
    if (!bytes)
        return Failure::failed(tr("cancelled"));
    return PageBoxes::writeFile(path, *bytes);
}

namespace {

QStringList tallyCells(const QString &name, const AfterActionReport::Tally &tally, bool unit)
{
    return { name,
             unit ? QString() : QString::number(tally.units),
             QString::number(tally.castingsInitial),
             QString::number(tally.castings),
             QString::number(tally.castingsLost),
             QString::number(tally.steps),
             QString::number(tally.apSpent()),
             QString::number(tally.fires),
             QString::number(tally.stepsInflicted) };
}

} // namespace

void AfterActionReport::addLosses(PageBoxesDocument &document) const
{
    // Each brigade's line in bold, its units' lines under it, the side's
    // total last: losses and AP spent by side, brigade and unit.
    for (const SideLine &side : m_sides) {
        PageBoxesDocument::Table table;
        table.header
            = QStringList { tr("Brigade and unit"), tr("Units"),         tr("Castings at start"),
                            tr("Castings now"),     tr("Castings lost"), tr("Steps held"),
                            tr("AP spent"),         tr("Fires"),         tr("Steps inflicted") };
        table.wrapColumns = { 0 };
        table.boldFirstColumn = false;
        for (const BrigadeLine &brigade : side.brigades) {
            table.boldRows.insert(table.rows.size());
            table.rows.append(
                tallyCells(brigade.brigade.isEmpty() ? tr("(no brigade)") : brigade.brigade,
                           brigade.tally, false));
            for (const UnitLine &unit : brigade.units)
                table.rows.append(
                    tallyCells(QStringLiteral("\u2003") + unit.unit.name, unit.tally, true));
        }
        table.boldRows.insert(table.rows.size());
        table.rows.append(tallyCells(tr("Total %1").arg(side.side), side.tally, false));
        document.addHeading(side.side);
        document.addTable(table);
    }
}

void AfterActionReport::addRolls(PageBoxesDocument &document) const
{
    document.addHeading(tr("Roll log"),
                        tr("(every die in the battle's log, undone actions marked)"));
    if (m_rolls.isEmpty()) {
        document.addParagraph(tr("No dice in the log."));
        return;
    }
    PageBoxesDocument::Table table;
    table.header = QStringList { tr("Log"),  tr("Turn.seg"), tr("Action"), tr("Unit"),   tr("What"),
                                 tr("Dice"), tr("Faces"),    tr("Total"),  tr("Outcome") };
    table.boldFirstColumn = false;
    table.wrapColumns = { 3, 4, 8 };
    table.leftColumns = { 2, 3, 4, 8 };
    for (const Roll &roll : m_rolls) {
        QString what = roll.what;
        if (roll.undone)
            what += tr(" (undone)");
        table.rows.append({ QString::number(roll.logId),
                            QStringLiteral("%1.%2").arg(roll.turn).arg(roll.segment),
                            LogText::kind(roll.action), roll.unit, what, roll.dice,
                            roll.facesText(), QString::number(roll.total), roll.outcome });
    }
    document.addTable(table);
}

PageBoxesDocument AfterActionReport::document() const
{
    PageBoxesDocument document(9.5);
    const QString name = m_battleName.isEmpty() ? tr("Battle") : m_battleName;
    document.setFooter(name + tr(": after-action report"));
    document.addTitle(name + tr(": after-action report"));
    document.addParagraph(tr("Turn %1, segment %2 \u00b7 printed %3")
                              .arg(m_clock.turn)
                              .arg(m_clock.segment)
                              .arg(QDate::currentDate().toString(Qt::ISODate)));
    document.addParagraph(apMethod(), 8.5);
    addLosses(document);
    document.addHeading(tr("Strength turn by turn"),
                        tr("(castings and CW of each side, from the log)"));
    document.addPicture(
        62.0, [this](PageBoxes &boxes, const QRectF &area) { m_strength.paint(boxes, area); });
    addRolls(document);
    return document;
}

int AfterActionReport::paint(QPagedPaintDevice *device,
                             const PageBoxesDocument::Progress &progress) const
{
    return document().paint(device, progress);
}

Result<int> AfterActionReport::writePdf(const QString &path, PageBoxes::Paper paper,
                                        const PageBoxesDocument::Progress &progress) const
{
    return PageBoxes::writePdf(path, paper, QPageLayout::Portrait,
                               [this, &progress](QPdfWriter &writer) {
                                   writer.setTitle(m_battleName + tr(": after-action report"));
                                   return paint(&writer, progress);
                               });
}

} // namespace Adc

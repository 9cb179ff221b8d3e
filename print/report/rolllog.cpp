#include "report/rolllog.h"

#include "ammunition/ammunition.h"
#include "fire/firechart.h"

#include <QJsonArray>

namespace Adc {

namespace {

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

// "fires when the enemy is within 2\"", from a discipline chart cell
// ("free", "2\" fire", "1\" FF", "FF").
QString disciplineWords(const QString &cell)
{
    if (cell == QLatin1String("free"))
        return QStringLiteral("free to fire");
    const QString distance = cell.section(QLatin1Char(' '), 0, 0);
    if (cell.endsWith(QLatin1String("FF")))
        return cell == QLatin1String("FF")
            ? QStringLiteral("enters firefight")
            : QStringLiteral("enters firefight when the enemy is within ") + distance;
    if (cell.endsWith(QLatin1String("fire")))
        return cell == QLatin1String("fire")
            ? QStringLiteral("fires")
            : QStringLiteral("fires when the enemy is within ") + distance;
    return cell;
}

} // namespace

QString RollLog::hitWords(const QJsonObject &fire) const
{
    if (!fire.value(QStringLiteral("allowed")).toBool(true))
        return QStringLiteral("fire not allowed");
    const QJsonObject target = fire.value(QStringLiteral("target")).toObject();
    const int steps = fire.value(QStringLiteral("casualty_steps")).toInt();
    QString words = steps == 1 ? QStringLiteral("1 casualty step on ")
                               : QString::number(steps) + QStringLiteral(" casualty steps on ");
    words += nameOf(target.value(QStringLiteral("id")).toInteger());
    const int castings = target.value(QStringLiteral("permanent_losses")).toInt();
    const int cw = target.value(QStringLiteral("cw_lost")).toInt();
    if (castings > 0 || cw > 0)
        words += QStringLiteral(": ") + QString::number(castings)
            + (castings == 1 ? QStringLiteral(" casting") : QStringLiteral(" castings"))
            + QStringLiteral(" and ") + QString::number(cw) + QStringLiteral(" CW lost");
    if (target.value(QStringLiteral("eliminated")).toBool())
        words += QStringLiteral(", eliminated");
    return words;
}

RollLog::RollLog(const AfterActionReport::Source &source)
    : m_fireDie(QStringLiteral("1d%1").arg(FireChart::standard().dieFaces()))
    , m_boxcarsDice(Ammunition::standard().boxcarsDice())
{
    for (const UnitRecord &unit : source.units)
        m_units.insert(unit.id, unit);
    for (const LogEntry &entry : source.log)
        read(entry);
}

QString RollLog::nameOf(qint64 id) const
{
    const auto found = m_units.constFind(id);
    return found != m_units.constEnd() ? found->name : QStringLiteral("unit %1").arg(id);
}

void RollLog::place(AfterActionReport::Roll &roll, qint64 id) const
{
    const auto found = m_units.constFind(id);
    if (found == m_units.constEnd())
        return;
    roll.side = found->side;
    roll.brigade = found->brigade;
}

void RollLog::read(const LogEntry &entry)
{
    // Undo and redo entries roll nothing; the entries they point at keep
    // their dice (and say whether they stand).
    if (entry.kind == QLatin1String("undo") || entry.kind == QLatin1String("redo"))
        return;
    AfterActionReport::Roll base;
    base.logId = entry.id;
    base.turn = entry.turn;
    base.segment = entry.segment;
    base.action = entry.kind;
    base.undone = entry.undone;
    if (entry.kind == QLatin1String("fire"))
        readFire(entry, base);
    else if (entry.kind == QLatin1String("discipline"))
        readDiscipline(entry, base);
    else if (entry.kind == QLatin1String("charge"))
        readCharge(entry, base);
    else if (entry.kind == QLatin1String("roll"))
        readRoll(entry, base);
}

void RollLog::readFire(const LogEntry &entry, const AfterActionReport::Roll &base)
{
    const QJsonArray firers = entry.result.value(QStringLiteral("firers")).toArray();
    QStringList names;
    for (const QJsonValue &firer : firers)
        names.append(nameOf(firer.toObject().value(QStringLiteral("id")).toInteger()));
    const qint64 lead
        = firers.isEmpty() ? 0 : firers.first().toObject().value(QStringLiteral("id")).toInteger();
    AfterActionReport::Roll die = base;
    die.what = QStringLiteral("fire die");
    die.dice = m_fireDie;
    die.total = entry.inputs.value(QStringLiteral("die"))
                    .toInt(entry.result.value(QStringLiteral("die")).toInt());
    die.faces = { die.total };
    die.unit = names.join(QLatin1String(" + "));
    die.outcome = QStringLiteral("modified roll %1: ")
                      .arg(entry.result.value(QStringLiteral("modified_roll")).toInt())
        + hitWords(entry.result);
    place(die, lead);
    m_rolls.append(die);
    for (const QJsonValue &value : firers) {
        const QJsonObject firer = value.toObject();
        if (!firer.contains(QStringLiteral("boxcars_roll")))
            continue;
        AfterActionReport::Roll penalty = base;
        const qint64 id = firer.value(QStringLiteral("id")).toInteger();
        penalty.what = QStringLiteral("boxcars penalty");
        penalty.dice = m_boxcarsDice;
        penalty.total = firer.value(QStringLiteral("boxcars_roll")).toInt();
        penalty.faces = intsOf(firer.value(QStringLiteral("boxcars_faces")));
        penalty.unit = nameOf(id);
        const int extra = firer.value(QStringLiteral("extra_ap")).toInt();
        penalty.outcome = extra == 1 ? QStringLiteral("1 more AP spent")
                                     : QString::number(extra) + QStringLiteral(" more AP spent");
        place(penalty, id);
        m_rolls.append(penalty);
    }
    const QList<int> ricochetDice = intsOf(entry.inputs.value(QStringLiteral("ricochet_dice")));
    const QJsonArray ricochet = entry.result.value(QStringLiteral("ricochet")).toArray();
    for (int i = 0; i < ricochetDice.size(); ++i) {
        AfterActionReport::Roll again = die;
        const qint64 target = ricochet.at(i)
                                  .toObject()
                                  .value(QStringLiteral("target"))
                                  .toObject()
                                  .value(QStringLiteral("id"))
                                  .toInteger();
        again.what = QStringLiteral("ricochet die on %1").arg(nameOf(target));
        again.total = ricochetDice.at(i);
        again.faces = { again.total };
        again.outcome = hitWords(ricochet.at(i).toObject());
        m_rolls.append(again);
    }
}

void RollLog::readDiscipline(const LogEntry &entry, const AfterActionReport::Roll &base)
{
    const qint64 id = entry.inputs.value(QStringLiteral("unit")).toInteger();
    AfterActionReport::Roll roll = base;
    roll.what = QStringLiteral("discipline, %1")
                    .arg(entry.result.value(QStringLiteral("situation")).toString());
    roll.dice = entry.result.value(QStringLiteral("dice")).toString();
    roll.faces = intsOf(entry.result.value(QStringLiteral("faces")));
    roll.total = entry.result.value(QStringLiteral("roll"))
                     .toInt(entry.inputs.value(QStringLiteral("roll")).toInt());
    roll.unit = nameOf(id);
    roll.outcome = disciplineWords(entry.result.value(QStringLiteral("cell")).toString());
    place(roll, id);
    m_rolls.append(roll);
}

void RollLog::readCharge(const LogEntry &entry, const AfterActionReport::Roll &base)
{
    const qint64 id = entry.inputs.value(QStringLiteral("defender")).toInteger();
    for (const QJsonValue &value : entry.result.value(QStringLiteral("steps")).toArray()) {
        const QJsonObject step = value.toObject();
        AfterActionReport::Roll roll = base;
        roll.what = QStringLiteral("charge discipline at %1\"")
                        .arg(step.value(QStringLiteral("distance")).toInt());
        roll.dice = entry.result.value(QStringLiteral("dice")).toString();
        roll.faces = intsOf(step.value(QStringLiteral("faces")));
        roll.total = step.value(QStringLiteral("roll")).toInt();
        roll.unit = nameOf(id);
        roll.outcome = disciplineWords(step.value(QStringLiteral("cell")).toString());
        place(roll, id);
        m_rolls.append(roll);
    }
}

void RollLog::readRoll(const LogEntry &entry, const AfterActionReport::Roll &base)
{
    AfterActionReport::Roll roll = base;
    const QString purpose = entry.result.value(QStringLiteral("purpose")).toString();
    roll.what = purpose.isEmpty() ? QStringLiteral("roll") : purpose;
    roll.dice = entry.result.value(QStringLiteral("dice")).toString();
    roll.faces = intsOf(entry.inputs.value(QStringLiteral("faces")));
    roll.total = entry.result.value(QStringLiteral("total")).toInt();
    roll.outcome = QStringLiteral("total ") + QString::number(roll.total);
    m_rolls.append(roll);
}

} // namespace Adc

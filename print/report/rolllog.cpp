#include "report/rolllog.h"

#include "ammunition/ammunition.h"
#include "common/vocabularytext.h"
#include "fire/firechart.h"

#include <QCoreApplication>
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

// "in smoke", from the situation's id ("in-smoke").
QString situationWords(const QString &id)
{
    const std::optional<DisciplineSituation> situation = disciplineSituationFromName(id);
    return situation ? VocabularyText::text(*situation) : id;
}

// "fires when the enemy is within 2\"", from a discipline chart cell
// ("free", "2\" fire", "1\" FF", "FF").
QString disciplineWords(const QString &cell)
{
    if (cell == QLatin1String("free"))
        return QCoreApplication::translate("RollLog", "free to fire");
    const QString distance = cell.section(QLatin1Char(' '), 0, 0);
    if (cell.endsWith(QLatin1String("FF")))
        return cell == QLatin1String("FF")
            ? QCoreApplication::translate("RollLog", "enters firefight")
            : QCoreApplication::translate("RollLog", "enters firefight when the enemy is within %1")
                  .arg(distance);
    if (cell.endsWith(QLatin1String("fire")))
        return cell == QLatin1String("fire")
            ? QCoreApplication::translate("RollLog", "fires")
            : QCoreApplication::translate("RollLog", "fires when the enemy is within %1")
                  .arg(distance);
    return cell;
}

} // namespace

QString RollLog::hitWords(const QJsonObject &fire) const
{
    if (!fire.value(QStringLiteral("allowed")).toBool(true))
        return QCoreApplication::translate("RollLog", "fire not allowed");
    const QJsonObject target = fire.value(QStringLiteral("target")).toObject();
    const int steps = fire.value(QStringLiteral("casualty_steps")).toInt();
    // One arg() call: a unit's name may hold a "%1".
    QString words
        = QCoreApplication::translate("RollLog", "%n casualty step(s) on %1", nullptr, steps)
              .arg(nameOf(target.value(QStringLiteral("id")).toInteger()));
    const int castings = target.value(QStringLiteral("permanent_losses")).toInt();
    const int cw = target.value(QStringLiteral("cw_lost")).toInt();
    if (castings > 0 || cw > 0)
        words += QCoreApplication::translate("RollLog", ": %n casting(s)", nullptr, castings)
            + QCoreApplication::translate("RollLog", " and %1 CW lost").arg(cw);
    if (target.value(QStringLiteral("eliminated")).toBool())
        words += QCoreApplication::translate("RollLog", ", eliminated");
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
    return found != m_units.constEnd() ? found->name
                                       : QCoreApplication::translate("RollLog", "unit %1").arg(id);
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
    die.what = QCoreApplication::translate("RollLog", "fire die");
    die.dice = m_fireDie;
    die.total = entry.inputs.value(QStringLiteral("die"))
                    .toInt(entry.result.value(QStringLiteral("die")).toInt());
    die.faces = { die.total };
    die.unit = names.join(QLatin1String(" + "));
    die.outcome = QCoreApplication::translate("RollLog", "modified roll %1: ")
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
        penalty.what = QCoreApplication::translate("RollLog", "boxcars penalty");
        penalty.dice = m_boxcarsDice;
        penalty.total = firer.value(QStringLiteral("boxcars_roll")).toInt();
        penalty.faces = intsOf(firer.value(QStringLiteral("boxcars_faces")));
        penalty.unit = nameOf(id);
        const int extra = firer.value(QStringLiteral("extra_ap")).toInt();
        penalty.outcome
            = QCoreApplication::translate("RollLog", "%n more AP spent", nullptr, extra);
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
        again.what
            = QCoreApplication::translate("RollLog", "ricochet die on %1").arg(nameOf(target));
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
    roll.what
        = QCoreApplication::translate("RollLog", "discipline, %1")
              .arg(situationWords(entry.result.value(QStringLiteral("situation")).toString()));
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
        roll.what = QCoreApplication::translate("RollLog", "charge discipline at %1\"")
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
    roll.what = purpose.isEmpty() ? QCoreApplication::translate("RollLog", "roll") : purpose;
    roll.dice = entry.result.value(QStringLiteral("dice")).toString();
    roll.faces = intsOf(entry.inputs.value(QStringLiteral("faces")));
    roll.total = entry.result.value(QStringLiteral("total")).toInt();
    roll.outcome = QCoreApplication::translate("RollLog", "total %1").arg(roll.total);
    m_rolls.append(roll);
}

} // namespace Adc

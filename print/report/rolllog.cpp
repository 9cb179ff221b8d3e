#include "print/report/rolllog.h"

#include "core/common/vocabularytext.h"
#include "db/battle/loggedfires.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Adc {

namespace {

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
        return QCoreApplication::translate("Adc::RollLog", "free to fire");
    const QString distance = cell.section(QLatin1Char(' '), 0, 0);
    if (cell.endsWith(QLatin1String("FF")))
        return cell == QLatin1String("FF")
            ? QCoreApplication::translate("Adc::RollLog", "enters firefight")
            : QCoreApplication::translate("Adc::RollLog",
                                          "enters firefight when the enemy is within %1")
                  .arg(distance);
    if (cell.endsWith(QLatin1String("fire")))
        return cell == QLatin1String("fire")
            ? QCoreApplication::translate("Adc::RollLog", "fires")
            : QCoreApplication::translate("Adc::RollLog", "fires when the enemy is within %1")
                  .arg(distance);
    return cell;
}

} // namespace

QString RollLog::hitWords(const QJsonObject &fire) const
{
    if (!fire.value(QStringLiteral("allowed")).toBool(true))
        return QCoreApplication::translate("Adc::RollLog", "fire not allowed");
    const QJsonObject target = fire.value(QStringLiteral("target")).toObject();
    const int steps = fire.value(QStringLiteral("casualty_steps")).toInt();
    // One arg() call: a unit's name may hold a "%1".
    QString words
        = QCoreApplication::translate("Adc::RollLog", "%n casualty step(s) on %1", nullptr, steps)
              .arg(nameOf(target.value(QStringLiteral("id")).toInteger()));
    const int castings = target.value(QStringLiteral("permanent_losses")).toInt();
    const int cw = target.value(QStringLiteral("cw_lost")).toInt();
    if (castings > 0 || cw > 0)
        words += QCoreApplication::translate("Adc::RollLog", ": %n casting(s)", nullptr, castings)
            + QCoreApplication::translate("Adc::RollLog", " and %1 CW lost").arg(cw);
    if (target.value(QStringLiteral("eliminated")).toBool())
        words += QCoreApplication::translate("Adc::RollLog", ", eliminated");
    return words;
}

RollLog::RollLog(const AfterActionReport::Source &source)
{
    for (const UnitRecord &unit : source.units)
        m_units.insert(unit.id, unit);
    for (const LogEntry &entry : source.log)
        read(entry);
}

QString RollLog::nameOf(qint64 id) const
{
    const auto found = m_units.constFind(id);
    return found != m_units.constEnd()
        ? found->name
        : QCoreApplication::translate("Adc::RollLog", "unit %1").arg(id);
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
    // The fire of a fire action, or the defender's inside a charge.
    const QList<LoggedFires::Fire> fires = LoggedFires::of(entry);
    const QJsonObject fire = fires.isEmpty() ? QJsonObject() : fires.first().result;
    int ricochet = 0;
    int step = 0;
    for (const LoggedRolls::Roll &logged : LoggedRolls::of(entry)) {
        AfterActionReport::Roll roll = base;
        roll.dice = logged.dice;
        roll.faces = logged.faces;
        roll.total = logged.total;
        roll.origin = logged.origin;
        roll.unit = logged.unit ? nameOf(logged.unit) : QString();
        place(roll, logged.unit);
        if (logged.role == QLatin1String("fire"))
            readFire(roll, fire);
        else if (logged.role == QLatin1String("boxcars"))
            readBoxcars(roll, logged, fire);
        else if (logged.role == QLatin1String("ricochet"))
            readRicochet(roll, logged,
                         fire.value(QStringLiteral("ricochet")).toArray().at(ricochet++));
        else if (logged.role == QLatin1String("discipline"))
            readDiscipline(roll, entry, step++);
        else
            readRoll(roll, logged);
        m_rolls.append(roll);
    }
}

void RollLog::readFire(AfterActionReport::Roll &roll, const QJsonObject &fire) const
{
    QStringList names;
    for (const QJsonValue &firer : fire.value(QStringLiteral("firers")).toArray())
        names.append(nameOf(firer.toObject().value(QStringLiteral("id")).toInteger()));
    if (!names.isEmpty())
        roll.unit = names.join(QLatin1String(" + "));
    roll.what = roll.action == QLatin1String("charge")
        ? QCoreApplication::translate("Adc::RollLog", "defender's fire die")
        : QCoreApplication::translate("Adc::RollLog", "fire die");
    roll.outcome = QCoreApplication::translate("Adc::RollLog", "modified roll %1: ")
                       .arg(fire.value(QStringLiteral("modified_roll")).toInt())
        + hitWords(fire);
}

void RollLog::readBoxcars(AfterActionReport::Roll &roll, const LoggedRolls::Roll &logged,
                          const QJsonObject &fire) const
{
    roll.what = QCoreApplication::translate("Adc::RollLog", "boxcars penalty");
    int extra = 0;
    for (const QJsonValue &value : fire.value(QStringLiteral("firers")).toArray()) {
        const QJsonObject firer = value.toObject();
        if (firer.value(QStringLiteral("id")).toInteger() == logged.unit)
            extra = firer.value(QStringLiteral("extra_ap")).toInt();
    }
    roll.outcome = QCoreApplication::translate("Adc::RollLog", "%n more AP spent", nullptr, extra);
}

void RollLog::readRicochet(AfterActionReport::Roll &roll, const LoggedRolls::Roll &logged,
                           const QJsonValue &line) const
{
    roll.what = QCoreApplication::translate("Adc::RollLog", "ricochet die on %1")
                    .arg(nameOf(logged.target));
    roll.outcome = hitWords(line.toObject());
}

void RollLog::readDiscipline(AfterActionReport::Roll &roll, const LogEntry &entry, int step) const
{
    if (entry.kind == QLatin1String("charge")) {
        const QJsonObject line
            = entry.result.value(QStringLiteral("steps")).toArray().at(step).toObject();
        roll.what = QCoreApplication::translate("Adc::RollLog", "charge discipline at %1\"")
                        .arg(line.value(QStringLiteral("distance")).toInt());
        roll.outcome = disciplineWords(line.value(QStringLiteral("cell")).toString());
        return;
    }
    roll.what
        = QCoreApplication::translate("Adc::RollLog", "discipline, %1")
              .arg(situationWords(entry.result.value(QStringLiteral("situation")).toString()));
    roll.outcome = disciplineWords(entry.result.value(QStringLiteral("cell")).toString());
}

void RollLog::readRoll(AfterActionReport::Roll &roll, const LoggedRolls::Roll &logged) const
{
    roll.what = logged.purpose.isEmpty() ? QCoreApplication::translate("Adc::RollLog", "roll")
                                         : logged.purpose;
    roll.outcome = QCoreApplication::translate("Adc::RollLog", "total %1").arg(roll.total);
}

} // namespace Adc

#include "db/battle/logtext.h"

#include "db/battle/loggedrolls.h"
#include "db/battle/rolltext.h"

#include "core/common/vocabularytext.h"
#include "core/dice/diceexpression.h"
#include "core/dice/diceroll.h"
#include "core/discipline/chargeoutcome.h"

#include <QJsonArray>
#include <QLocale>

namespace Adc {

namespace {

// Everything one sentence reads: the entry and where names come from.
class Sentence
{
public:
    Sentence(const LogEntry &entry, const LogText::Names &names)
        : m_entry(entry)
        , m_names(names)
    {
    }

    // The unit's name from the entry's row images, else from `names`;
    // empty when neither knows it (the sentence then falls back).
    QString name(const QJsonValue &id) const
    {
        const qint64 wanted = id.toInteger(-1);
        for (const QJsonValue &value : m_entry.changes) {
            const QJsonObject change = value.toObject();
            if (change.value(QStringLiteral("table")).toString() != QLatin1String("units")
                || change.value(QStringLiteral("key")).toInteger(-2) != wanted)
                continue;
            for (const char *side : { "after", "before" }) {
                const QString found = change.value(QLatin1String(side))
                                          .toObject()
                                          .value(QStringLiteral("name"))
                                          .toString();
                if (!found.isEmpty())
                    return found;
            }
        }
        return m_names && wanted >= 0 ? m_names(wanted) : QString();
    }

    QJsonValue input(const char *key) const { return m_entry.inputs.value(QLatin1String(key)); }
    QJsonValue result(const char *key) const { return m_entry.result.value(QLatin1String(key)); }

private:
    const LogEntry &m_entry;
    const LogText::Names &m_names;
};

QString situationText(const QJsonValue &value)
{
    const std::optional<DisciplineSituation> situation
        = disciplineSituationFromName(value.toString());
    return situation ? VocabularyText::text(*situation) : value.toString();
}

// A fire discipline chart cell ("free", "2\" fire", "1\" FF") in words.
QString cellText(const QString &cell)
{
    const QString range = cell.section(QLatin1Char('"'), 0, 0);
    if (cell == QLatin1String("free"))
        return LogText::tr("free", "fire discipline result");
    if (cell == QLatin1String("fire"))
        return LogText::tr("fire", "fire discipline result");
    if (cell.endsWith(QLatin1String("\" fire")))
        return LogText::tr("%1\" fire").arg(range);
    if (cell.endsWith(QLatin1String("\" FF")))
        return LogText::tr("%1\" FF").arg(range);
    return cell;
}

QString fire(const Sentence &s)
{
    QStringList firers;
    for (const QJsonValue &id : s.input("firers").toArray()) {
        const QString name = s.name(id);
        if (name.isEmpty())
            return QString();
        firers.append(name);
    }
    const QString target = s.name(s.input("target"));
    if (firers.isEmpty() || target.isEmpty() || !s.result("die").isDouble())
        return QString();
    const int steps = s.result("casualty_steps").toInt();
    return LogText::tr("Fire: %1 at %2, %3 (die %4): %n step(s)", nullptr, steps)
        .arg(firers.join(QLatin1String(" + ")), target,
             VocabularyText::inches(s.input("range").toDouble()),
             QLocale().toString(s.result("die").toInt()));
}

QString discipline(const Sentence &s)
{
    const QString unit = s.name(s.result("unit"));
    if (unit.isEmpty())
        return QString();
    return LogText::tr("Discipline: %1 rolls %2 (%3): %4")
        .arg(unit, QLocale().toString(s.result("roll").toInt()),
             situationText(s.result("situation")), cellText(s.result("cell").toString()));
}

// The charge as its summary says it: who charged whom (or the defender's
// discipline alone), where the defender fired, its fire's steps and the end.
QString charge(const Sentence &s)
{
    const QString defender = s.name(s.result("defender"));
    const qint64 chargerId = s.result("charger").toInteger();
    const QString charger = chargerId ? s.name(chargerId) : QString();
    if (defender.isEmpty() || (chargerId && charger.isEmpty()))
        return QString();
    QString text = chargerId ? LogText::tr("Charge: %1 charges %2").arg(charger, defender)
                             : LogText::tr("Charge discipline: %1").arg(defender);
    if (s.result("fires_at").isDouble())
        text += LogText::tr(", fires at %1")
                    .arg(VocabularyText::inches(s.result("fires_at").toDouble()));
    if (s.result("firefight").toBool())
        text += LogText::tr(", firefight");
    const QJsonObject fire = s.result("fire").toObject();
    if (!fire.isEmpty())
        text += LogText::tr(" (%n step(s))", nullptr,
                            fire.value(QStringLiteral("casualty_steps")).toInt());
    const std::optional<ChargeOutcome> ending
        = chargeOutcomeFromName(s.result("outcome").toString());
    if (ending)
        text += LogText::tr(": %1").arg(chargeOutcomeTitle(*ending).toLower());
    return text;
}

// The end of the latest charge, naming the charged unit. Entries written
// before the result named it carry the name at the end of their summary,
// "... (name)".
QString chargeOutcome(const Sentence &s, const QString &summary)
{
    const std::optional<ChargeOutcome> ending
        = chargeOutcomeFromName(s.result("outcome").toString());
    if (!ending)
        return QString();
    QString defender = s.result("defender").isDouble() ? s.name(s.result("defender")) : QString();
    if (defender.isEmpty()) {
        const qsizetype open = summary.indexOf(QLatin1String(" ("));
        if (open < 0 || !summary.endsWith(QLatin1Char(')')))
            return QString();
        defender = summary.mid(open + 2, summary.size() - open - 3);
    }
    // Each unit named by its role: the charger is repulsed, the defender retires.
    const QString charger
        = s.result("charger").isDouble() ? s.name(s.result("charger")) : QString();
    if (!charger.isEmpty()) {
        switch (*ending) {
        case ChargeOutcome::Home:
            return LogText::tr("Charge outcome: %1 charges home on %2").arg(charger, defender);
        case ChargeOutcome::Repulsed:
            return LogText::tr("Charge outcome: %1 is repulsed by %2").arg(charger, defender);
        case ChargeOutcome::Retires:
            return LogText::tr("Charge outcome: %1 retires before %2").arg(defender, charger);
        case ChargeOutcome::Firefight:
            return LogText::tr("Charge outcome: %1 and %2 in a firefight").arg(charger, defender);
        }
    }
    return LogText::tr("Charge outcome: %1 (%2)").arg(chargeOutcomeTitle(*ending), defender);
}

// A move: the unit, the terrain (and feature) it ends in, half movement.
QString move(const Sentence &s)
{
    const QJsonObject unit = s.result("unit").toObject();
    const QString name = unit.value(QStringLiteral("name")).toString();
    if (name.isEmpty())
        return QString();
    QString where = VocabularyText::fieldText(QStringLiteral("terrain"),
                                              unit.value(QStringLiteral("terrain")).toString());
    const QString feature = unit.value(QStringLiteral("feature")).toString();
    if (!feature.isEmpty())
        where += QStringLiteral(" (") + feature + QLatin1Char(')');
    return s.result("half_movement").toBool()
        ? LogText::tr("Move: %1 to %2, half movement").arg(name, where)
        : LogText::tr("Move: %1 to %2").arg(name, where);
}

// A shaken unit's flight, in the words of its result.
QString flee(const Sentence &s)
{
    const QJsonObject unit = s.result("unit").toObject();
    const QString name = unit.value(QStringLiteral("name")).toString();
    const QString result = s.result("result").toString();
    if (name.isEmpty())
        return QString();
    if (result == QLatin1String("routed-in-place"))
        return LogText::tr("Flee: %1 stays in the %2, routed")
            .arg(name,
                 VocabularyText::fieldText(QStringLiteral("terrain"),
                                           unit.value(QStringLiteral("terrain")).toString()));
    if (result == QLatin1String("abandons-ltf"))
        return LogText::tr("Flee: %1 abandons the LTF it defends").arg(name);
    return result == QLatin1String("flees") ? LogText::tr("Flee: %1 flees").arg(name) : QString();
}

// A unit field by its id ("ap", "morale"), in words.
QString fieldWords(const QString &field)
{
    static const char *const words[][2] = {
        { "name", QT_TRANSLATE_NOOP("Adc::LogText", "name") },
        { "side", QT_TRANSLATE_NOOP("Adc::LogText", "side") },
        { "brigade", QT_TRANSLATE_NOOP("Adc::LogText", "brigade") },
        { "arm", QT_TRANSLATE_NOOP("Adc::LogText", "arm") },
        { "class", QT_TRANSLATE_NOOP("Adc::LogText", "class") },
        { "weapon", QT_TRANSLATE_NOOP("Adc::LogText", "weapon") },
        { "tubes", QT_TRANSLATE_NOOP("Adc::LogText", "tubes") },
        { "castings", QT_TRANSLATE_NOOP("Adc::LogText", "castings") },
        { "castings_initial", QT_TRANSLATE_NOOP("Adc::LogText", "castings at start") },
        { "steps", QT_TRANSLATE_NOOP("Adc::LogText", "casualty steps") },
        { "cw", QT_TRANSLATE_NOOP("Adc::LogText", "CW") },
        { "cw_initial", QT_TRANSLATE_NOOP("Adc::LogText", "CW at start") },
        { "ap", QT_TRANSLATE_NOOP("Adc::LogText", "AP") },
        { "ap_ball", QT_TRANSLATE_NOOP("Adc::LogText", "ball AP") },
        { "ap_canister", QT_TRANSLATE_NOOP("Adc::LogText", "canister AP") },
        { "ap_ball_full", QT_TRANSLATE_NOOP("Adc::LogText", "full ball AP") },
        { "ap_canister_full", QT_TRANSLATE_NOOP("Adc::LogText", "full canister AP") },
        { "morale", QT_TRANSLATE_NOOP("Adc::LogText", "morale") },
        { "formation", QT_TRANSLATE_NOOP("Adc::LogText", "formation") },
        { "smoke", QT_TRANSLATE_NOOP("Adc::LogText", "smoke") },
        { "terrain", QT_TRANSLATE_NOOP("Adc::LogText", "terrain") },
        { "feature", QT_TRANSLATE_NOOP("Adc::LogText", "feature") },
        { "firefight", QT_TRANSLATE_NOOP("Adc::LogText", "firefight") },
        { "has_fired", QT_TRANSLATE_NOOP("Adc::LogText", "has fired") },
        { "fired_this_segment", QT_TRANSLATE_NOOP("Adc::LogText", "fired this segment") },
        { "moved_this_segment", QT_TRANSLATE_NOOP("Adc::LogText", "moved this segment") },
        { "fired_upon_this_segment", QT_TRANSLATE_NOOP("Adc::LogText", "fired upon this segment") },
        { "replenishment_turns", QT_TRANSLATE_NOOP("Adc::LogText", "turns towards replenishment") },
        { "scrounging", QT_TRANSLATE_NOOP("Adc::LogText", "scrounging") },
        { "hidden", QT_TRANSLATE_NOOP("Adc::LogText", "hidden") },
        { "edge_distance", QT_TRANSLATE_NOOP("Adc::LogText", "distance from the edge") },
        { "seen", QT_TRANSLATE_NOOP("Adc::LogText", "in sight") },
    };
    for (const auto &word : words) {
        if (field == QLatin1String(word[0]))
            return LogText::tr(word[1]);
    }
    return field;
}

QString edit(const Sentence &s)
{
    const QString unit = s.name(s.result("unit"));
    if (unit.isEmpty())
        return QString();
    const QString field = s.result("field").toString();
    auto shown = [&field](const QJsonValue &value) {
        if (value.isDouble())
            return VocabularyText::number(value.toDouble());
        if (value.isBool())
            return value.toBool() ? LogText::tr("yes") : LogText::tr("no");
        return VocabularyText::fieldText(field, value.toString());
    };
    return LogText::tr("Edit %1: %2 %3 to %4")
        .arg(unit, fieldWords(field), shown(s.result("before")), shown(s.result("value")));
}

QString roll(const Sentence &s, const LogEntry &entry)
{
    // The dice as the roll shows them: "2d6+1: 3 + 4 + 1 = 8, rolled".
    const Result<DiceExpression> dice = DiceExpression::parse(s.result("dice").toString());
    const QList<LoggedRolls::Roll> rolls = LoggedRolls::of(entry);
    if (!dice || rolls.isEmpty() || rolls.first().faces.isEmpty())
        return QString();
    const QString text = RollText::rollText(rolls.first());
    const QString purpose = s.result("purpose").toString();
    return purpose.isEmpty() ? LogText::tr("Roll %1").arg(text)
                             : LogText::tr("Roll for %1: %2").arg(purpose, text);
}

QString clockText(const Sentence &s, bool turnOnly)
{
    const QJsonObject ended = s.result("ended").toObject();
    if (!ended.contains(QStringLiteral("turn")))
        return QString();
    const int turn = ended.value(QStringLiteral("turn")).toInt();
    if (turnOnly)
        return LogText::tr("End of turn %1").arg(turn);
    return LogText::tr("End of turn %1, segment %2")
        .arg(turn)
        .arg(ended.value(QStringLiteral("segment")).toInt());
}

} // namespace

QString LogText::kind(const QString &kind)
{
    static const char *const words[][2] = {
        { "fire", QT_TR_NOOP("fire") },
        { "discipline", QT_TR_NOOP("discipline") },
        { "charge", QT_TR_NOOP("charge") },
        { "charge-outcome", QT_TR_NOOP("charge outcome") },
        { "move", QT_TR_NOOP("move") },
        { "flee", QT_TR_NOOP("flee") },
        { "end-segment", QT_TR_NOOP("end of segment") },
        { "end-turn", QT_TR_NOOP("end of turn") },
        { "edit", QT_TR_NOOP("edit") },
        { "add-unit", QT_TR_NOOP("add unit") },
        { "add-units", QT_TR_NOOP("add units") },
        { "remove-unit", QT_TR_NOOP("remove unit") },
        { "add-brigade", QT_TR_NOOP("add brigade") },
        { "remove-brigade", QT_TR_NOOP("remove brigade") },
        { "reorder", QT_TR_NOOP("reorder") },
        { "move-units", QT_TR_NOOP("move units") },
        { "add-feature", QT_TR_NOOP("add feature") },
        { "remove-feature", QT_TR_NOOP("remove feature") },
        { "place", QT_TR_NOOP("place") },
        { "set-rulings", QT_TR_NOOP("rulings") },
        { "set-setting", QT_TR_NOOP("setting") },
        { "roll", QT_TR_NOOP("roll") },
        { "issue-tokens", QT_TR_NOOP("players' view addresses") },
        { "renew-token", QT_TR_NOOP("players' view address renewed") },
        { "decline", QT_TR_NOOP("proposal declined") },
        { "import", QT_TR_NOOP("import") },
        { "undo", QT_TR_NOOP("undo") },
        { "redo", QT_TR_NOOP("redo") },
    };
    for (const auto &word : words) {
        if (kind == QLatin1String(word[0]))
            return tr(word[1]);
    }
    return kind;
}

QString LogText::undoRedo(bool undo, const QString &target)
{
    return undo ? tr("Undo %1").arg(target) : tr("Redo %1").arg(target);
}

QString LogText::undoLabel(const std::optional<LogEntry> &target, const QString &ownStation)
{
    if (!target)
        return QString();
    const QString text = undoRedo(true, render(*target));
    if (target->station.isEmpty() || target->station == ownStation)
        return text;
    return text + tr(" (an entry of station ") + target->station + QLatin1Char(')');
}

QString LogText::redoLabel(const std::optional<LogEntry> &target)
{
    return target ? undoRedo(false, render(*target)) : QString();
}

QString LogText::render(const LogEntry &entry, const Names &names)
{
    const Sentence s(entry, names);
    const QString &kind = entry.kind;
    QString text;
    if (kind == QLatin1String("fire"))
        text = fire(s);
    else if (kind == QLatin1String("discipline"))
        text = discipline(s);
    else if (kind == QLatin1String("charge"))
        text = charge(s);
    else if (kind == QLatin1String("charge-outcome"))
        text = chargeOutcome(s, entry.summary);
    else if (kind == QLatin1String("move"))
        text = move(s);
    else if (kind == QLatin1String("flee"))
        text = flee(s);
    else if (kind == QLatin1String("edit"))
        text = edit(s);
    else if (kind == QLatin1String("roll"))
        text = roll(s, entry);
    else if (kind == QLatin1String("end-segment"))
        text = clockText(s, false);
    else if (kind == QLatin1String("end-turn"))
        text = clockText(s, true);
    else if (kind == QLatin1String("add-units"))
        text = tr("Add %n unit(s)", nullptr, s.result("ids").toArray().size());
    else if (kind == QLatin1String("decline"))
        text = tr("Declined proposal No. %1 of ").arg(s.result("number").toInt())
            + s.result("side").toString() + QStringLiteral(": ") + s.result("reason").toString();
    text = text.isEmpty() ? entry.caption() : text;
    // An accepted proposal's action says whose it was.
    const QJsonObject proposed = s.result("proposed").toObject();
    if (!proposed.isEmpty())
        text += tr(" (proposed by ") + proposed.value(QStringLiteral("side")).toString()
            + tr(", No. %1)").arg(proposed.value(QStringLiteral("number")).toInt());
    return text;
}

} // namespace Adc

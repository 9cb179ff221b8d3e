#include "serve/view/rollstory.h"
#include "serve/view/pagetext.h"

#include "core/common/vocabularytext.h"
#include "core/dice/diceexpression.h"
#include "core/dice/diceroll.h"
#include "core/discipline/chargeoutcome.h"
#include "db/battle/logtext.h"
#include "serve/view/rollodds.h"
#include "serve/view/sideview.h"

#include <QLocale>
#include <algorithm>

namespace Adc {

namespace {

QJsonValue at(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1String(key));
}

QList<int> facesOf(const QJsonValue &value)
{
    QList<int> faces;
    for (const QJsonValue &face : value.toArray())
        faces << face.toInt();
    return faces;
}

using PageText::number;

// The faces as the table saw them: "3, 4".
QString facesWords(const QList<int> &faces)
{
    QStringList words;
    for (const int face : faces)
        words << number(face);
    return words.join(QStringLiteral(", "));
}

void appendFaces(QJsonArray &all, const QList<int> &faces)
{
    for (const int face : faces)
        all.append(face);
}

// The side's own dice in full: "2d6+1: 3+4+1 = 8", or the total alone when
// the umpire gave it without its faces.
QString diceWords(const QString &dice, const QList<int> &faces, int total)
{
    const Result<DiceExpression> expression = DiceExpression::parse(dice);
    if (expression && !faces.isEmpty()) {
        if (const Result<DiceRoll> rolled = DiceRoll::fromFaces(*expression, faces))
            return rolled->toString();
    }
    return dice + QStringLiteral(": ") + number(total);
}

QString situationWords(const QJsonValue &value)
{
    const std::optional<DisciplineSituation> situation
        = disciplineSituationFromName(value.toString());
    return situation ? VocabularyText::text(*situation) : value.toString();
}

QString outcomeWords(const QJsonValue &value)
{
    const std::optional<ChargeOutcome> outcome = chargeOutcomeFromName(value.toString());
    return outcome ? chargeOutcomeTitle(*outcome) : QString();
}

// "2\" fire" as the chart spells a cell: its range and kind.
QJsonValue cellRange(const QString &cell)
{
    return cell.contains(QLatin1Char('"'))
        ? QJsonValue(cell.section(QLatin1Char('"'), 0, 0).toInt())
        : QJsonValue(QJsonValue::Null);
}

} // namespace

RollStory::RollStory(const QList<UnitRecord> &all, const QString &side,
                     const std::optional<Rulings> &rulings)
    : m_side(side)
    , m_rulings(rulings)
{
    for (const UnitRecord &unit : all)
        m_units.insert(unit.id, unit);
}

bool RollStory::isOwn(qint64 id) const
{
    return !m_side.isEmpty() && m_units.value(id).side == m_side;
}

bool RollStory::mayName(qint64 id) const
{
    return SideView::mayName(m_units.value(id), m_side);
}

QString RollStory::label(qint64 id) const
{
    return mayName(id) ? m_units.value(id).name : tr("an unseen unit");
}

bool RollStory::showsResultOn(qint64 id, bool ownRoll) const
{
    // A side sees what another side's roll did to its own units only; the
    // table, and a side of its own roll, to every unit they may name.
    return isOwn(id) || (mayName(id) && (ownRoll || m_side.isEmpty()));
}

QString RollStory::stepsOn(qint64 id, int steps) const
{
    return tr("%n casualty step(s) on %1", nullptr, steps).arg(label(id));
}

bool RollStory::tells(const LogEntry &entry) const
{
    if (entry.kind == QLatin1String("roll"))
        return true;
    const QSet<qint64> ids = SideView::unitsOf(entry);
    return std::any_of(ids.cbegin(), ids.cend(),
                       [this](qint64 id) { return m_side.isEmpty() ? mayName(id) : isOwn(id); });
}

QJsonObject RollStory::json(const LogEntry &entry) const
{
    QJsonObject roll { { QStringLiteral("id"), entry.id },
                       { QStringLiteral("kind"), entry.kind },
                       { QStringLiteral("turn"), entry.turn },
                       { QStringLiteral("segment"), entry.segment },
                       { QStringLiteral("own"), false } };
    if (entry.kind == QLatin1String("fire"))
        fire(entry, roll);
    else if (entry.kind == QLatin1String("discipline"))
        discipline(entry, roll);
    else if (entry.kind == QLatin1String("charge"))
        charge(entry, roll);
    else
        other(entry, roll);
    return roll;
}

void RollStory::fire(const LogEntry &entry, QJsonObject &roll) const
{
    const QJsonObject &result = entry.result;
    QList<qint64> firers;
    for (const QJsonValue &id : at(entry.inputs, "firers").toArray())
        firers << id.toInteger();
    const qint64 lead = firers.value(0);
    const bool own = isOwn(lead);
    const bool named
        = std::all_of(firers.cbegin(), firers.cend(), [this](qint64 id) { return mayName(id); });
    QStringList names;
    for (const qint64 id : std::as_const(firers))
        names << m_units.value(id).name;
    const QString firing
        = named && !firers.isEmpty() ? names.join(QStringLiteral(" + ")) : tr("an unseen unit");
    const qint64 target = at(entry.inputs, "target").toInteger();
    const QString aim = target ? label(target) : tr("the edge of a town block");
    const QString range = VocabularyText::inches(at(entry.inputs, "range").toDouble());
    const int die = at(result, "die").toInt();
    QJsonArray faces { die };
    QStringList results;
    // What the fire did to the target: not to a unit the reader may not see.
    const bool targetSeen = target && mayName(target);
    if (target && showsResultOn(target, own))
        results << stepsOn(target, at(result, "casualty_steps").toInt());
    results += ricochet(entry, own, faces);
    QString text;
    if (own && targetSeen) {
        text
            = tr("%1 (firing) fired at %2 (target), %3 away. The d10 showed %4, modified to %5: "
                 "row %6, column %7.")
                  .arg(firing, aim, range, number(die), number(at(result, "modified_roll").toInt()),
                       at(result, "row").toString(), at(result, "column").toString());
        for (const char *key : { "modified_roll", "row", "column", "band", "modifiers" })
            roll.insert(QLatin1String(key), result.value(QLatin1String(key)));
        if (m_rulings) {
            const QJsonArray odds = RollOdds::fire(entry, m_units.value(lead), *m_rulings);
            if (!odds.isEmpty())
                roll.insert(QStringLiteral("odds"), odds);
        }
    } else if (own) {
        // The modifiers and odds read the target's state: only the row is the firer's.
        text = tr("%1 (firing) fired at %2 (target), %3 away. The d10 showed %4 (row %5).")
                   .arg(firing, aim, range, number(die), at(result, "row").toString());
        roll.insert(QStringLiteral("row"), at(result, "row"));
    } else if (named) {
        text = tr("%1 (firing) fired at %2 (target), %3 away. The d10 showed %4.")
                   .arg(firing, aim, range, number(die));
    } else {
        text = tr("%1 (firing) fired at %2 (target). The d10 showed %3.")
                   .arg(firing, aim, number(die));
    }
    if (!results.isEmpty())
        text += QLatin1Char(' ') + tr("Result: %1.").arg(results.join(QStringLiteral("; ")));
    roll.insert(QStringLiteral("own"), own);
    roll.insert(QStringLiteral("die"), die);
    roll.insert(QStringLiteral("faces"), faces);
    roll.insert(QStringLiteral("text"), text);
}

QStringList RollStory::ricochet(const LogEntry &entry, bool ownRoll, QJsonArray &faces) const
{
    QStringList results;
    for (const QJsonValue &value : at(entry.result, "ricochet").toArray()) {
        const QJsonObject line = value.toObject();
        const qint64 id = at(at(line, "target").toObject(), "id").toInteger();
        if (!showsResultOn(id, ownRoll))
            continue;
        const int die = at(line, "die").toInt();
        faces.append(die);
        results << tr("ricochet, d10 %1: %2")
                       .arg(number(die), stepsOn(id, at(line, "casualty_steps").toInt()));
    }
    return results;
}

void RollStory::discipline(const LogEntry &entry, QJsonObject &roll) const
{
    const QJsonObject &result = entry.result;
    const qint64 unit = at(result, "unit").toInteger();
    QList<int> faces = facesOf(at(result, "faces"));
    if (faces.isEmpty())
        faces = facesOf(at(entry.inputs, "faces"));
    QJsonArray shown;
    appendFaces(shown, faces);
    roll.insert(QStringLiteral("faces"), shown);
    if (isOwn(unit)) {
        const QString cell
            = RollOdds::cellWords(at(result, "result").toString(), at(result, "range"));
        roll.insert(QStringLiteral("own"), true);
        roll.insert(
            QStringLiteral("text"),
            tr("%1 (testing) took a fire discipline test, %2: %3, row %4: %5.")
                .arg(label(unit), situationWords(at(result, "situation")),
                     diceWords(at(result, "dice").toString(), faces, at(result, "roll").toInt()),
                     at(result, "row").toString(), cell));
        for (const char *key : { "dice", "situation", "row", "cell" })
            roll.insert(QLatin1String(key), result.value(QLatin1String(key)));
        roll.insert(QStringLiteral("odds"), RollOdds::discipline(result));
        return;
    }
    const QString text = !mayName(unit) ? tr("A fire discipline test.")
        : faces.isEmpty() ? tr("%1 (testing) took a fire discipline test.").arg(label(unit))
                          : tr("%1 (testing) took a fire discipline test; the dice showed %2.")
                                .arg(label(unit), facesWords(faces));
    roll.insert(QStringLiteral("text"), text);
}

void RollStory::charge(const LogEntry &entry, QJsonObject &roll) const
{
    const QJsonObject &result = entry.result;
    const qint64 defender = at(result, "defender").toInteger();
    const qint64 charger = at(result, "charger").toInteger();
    const bool own = isOwn(defender);
    const QJsonArray given = at(entry.inputs, "faces").toArray();
    const QJsonArray steps = at(result, "steps").toArray();
    QJsonArray faces;
    QStringList said;
    if (charger)
        said << (own ? tr("%1 (defender) was charged by %2 (charger).")
                           .arg(label(defender), label(charger))
                     : tr("%1 (charger) charged %2 (defender).")
                           .arg(label(charger), label(defender)));
    else
        said << tr("%1 (defender) took a charge discipline test.").arg(label(defender));
    QStringList tests;
    QStringList thrown;
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const QJsonObject step = steps.at(i).toObject();
        QList<int> stepFaces = facesOf(at(step, "faces"));
        if (stepFaces.isEmpty())
            stepFaces = facesOf(given.at(i));
        appendFaces(faces, stepFaces);
        if (!stepFaces.isEmpty())
            thrown << facesWords(stepFaces);
        const QString cell = at(step, "cell").toString();
        tests << tr("at %1\": %2, row %3: %4")
                     .arg(number(at(step, "distance").toInt()),
                          diceWords(at(result, "dice").toString(), stepFaces,
                                    at(step, "roll").toInt()),
                          at(step, "row").toString(),
                          RollOdds::cellWords(at(step, "result").toString(), cellRange(cell)));
    }
    if (own && !tests.isEmpty())
        said << tr("Its discipline (%1): %2.")
                    .arg(situationWords(at(result, "situation")), tests.join(QStringLiteral("; ")));
    else if (!thrown.isEmpty())
        said << tr("The defender's dice showed %1.").arg(thrown.join(QStringLiteral(" / ")));
    // Where it fired and how the charge ended say how the defender stood.
    const bool defenderSeen = own || mayName(defender);
    if (defenderSeen && at(result, "fires_at").isDouble())
        said << (at(result, "firefight").toBool()
                     ? tr("It fired at %1\", in a firefight.")
                           .arg(number(at(result, "fires_at").toInt()))
                     : tr("It fired at %1\".").arg(number(at(result, "fires_at").toInt())));
    const QJsonObject fire = at(result, "fire").toObject();
    if (!fire.isEmpty())
        said << chargeFire(fire, charger, own, faces);
    const QString ending = outcomeWords(at(result, "outcome"));
    if (defenderSeen && !ending.isEmpty())
        said << tr("Outcome: %1.").arg(ending);
    if (own) {
        for (const char *key : { "dice", "situation", "fires_at", "outcome" }) {
            if (result.contains(QLatin1String(key)))
                roll.insert(QLatin1String(key), result.value(QLatin1String(key)));
        }
        if (!steps.isEmpty())
            roll.insert(QStringLiteral("odds"), RollOdds::charge(result));
    }
    roll.insert(QStringLiteral("own"), own);
    roll.insert(QStringLiteral("faces"), faces);
    roll.insert(QStringLiteral("text"), said.join(QLatin1Char(' ')));
}

QString RollStory::chargeFire(const QJsonObject &fire, qint64 charger, bool ownRoll,
                              QJsonArray &faces) const
{
    const int die = at(fire, "die").toInt();
    faces.append(die);
    // Its modifiers read the charger's state: not of a charger unseen.
    QString text = ownRoll && charger && mayName(charger)
        ? tr("Its fire: the d10 showed %1, modified to %2: row %3, column %4.")
              .arg(number(die), number(at(fire, "modified_roll").toInt()),
                   at(fire, "row").toString(), at(fire, "column").toString())
        : ownRoll
        ? tr("Its fire: the d10 showed %1 (row %2).").arg(number(die), at(fire, "row").toString())
        : tr("The defender fired: the d10 showed %1.").arg(number(die));
    if (charger && showsResultOn(charger, ownRoll))
        text += QLatin1Char(' ')
            + tr("Result: %1.").arg(stepsOn(charger, at(fire, "casualty_steps").toInt()));
    return text;
}

void RollStory::other(const LogEntry &entry, QJsonObject &roll) const
{
    LogEntry told = entry;
    told.changes = QJsonArray();
    const QSet<qint64> ids = SideView::unitsOf(entry);
    const bool named
        = std::all_of(ids.cbegin(), ids.cend(), [this](qint64 id) { return mayName(id); });
    // A free roll's purpose is the umpire's words: left out when they name
    // a unit the reader may not see.
    const QString purpose = at(entry.result, "purpose").toString();
    for (const UnitRecord &unit : m_units) {
        if (!purpose.isEmpty() && !unit.name.isEmpty() && !SideView::mayName(unit, m_side)
            && purpose.contains(unit.name, Qt::CaseInsensitive))
            told.result.remove(QStringLiteral("purpose"));
    }
    const LogText::Names names
        = [this](qint64 id) { return mayName(id) ? m_units.value(id).name : QString(); };
    QString text = named ? LogText::render(told, names) : QString();
    // A sentence that cannot be built reads as the stored summary, which
    // says everything: then the kind of roll only.
    const bool withheld = !named || told.result != entry.result;
    if (text.isEmpty() || (withheld && text == entry.summary))
        text = LogText::kind(entry.kind);
    QJsonArray faces;
    appendFaces(faces, facesOf(at(entry.inputs, "faces")));
    roll.insert(QStringLiteral("own"), !ids.isEmpty() && isOwn(*ids.cbegin()));
    roll.insert(QStringLiteral("faces"), faces);
    roll.insert(QStringLiteral("text"), text);
}

} // namespace Adc

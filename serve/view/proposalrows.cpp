#include "serve/view/proposalrows.h"
#include "serve/view/pagetext.h"

#include "core/common/ruletext.h"
#include "core/common/vocabularytext.h"
#include "core/fire/firemodifiers.h"
#include "db/battle/battle.h"
#include "db/battle/logtext.h"
#include "db/battle/proposaldesk.h"
#include "serve/view/proposalodds.h"
#include "serve/view/sideview.h"

#include <QLocale>
#include <QSet>

namespace Adc {

namespace {

using PageText::number;

QString conditionText(const QString &id)
{
    const FireModifiers &modifiers = FireModifiers::standard();
    const int index = modifiers.indexOf(id);
    return index >= 0 ? RuleText::text(modifiers.rule(index).title) : RuleText::words(id);
}

} // namespace

ProposalRows::ProposalRows(const Battle &battle, const QString &side)
    : m_battle(battle)
    , m_side(side)
    , m_clock(battle.clock())
    , m_all(battle.units())
{
    for (const UnitRecord &unit : std::as_const(m_all))
        m_units.insert(unit.id, unit);
}

QJsonArray ProposalRows::json() const
{
    QJsonArray list;
    for (const ProposalRecord &proposal : m_battle.proposals().ofSide(m_side))
        list.append(json(proposal));
    return list;
}

QJsonObject ProposalRows::json(const ProposalRecord &proposal) const
{
    QJsonObject row = proposal.toJson(m_clock);
    // The umpire's handle counts every side's proposals: not the side's to read.
    row.remove(QStringLiteral("id"));
    const ProposalRecord::State state = proposal.state(m_clock);
    row.insert(QStringLiteral("state_text"), ProposalRecord::stateText(state));
    row.insert(QStringLiteral("text"), actionText(proposal.action));
    row.insert(QStringLiteral("when"),
               tr("Turn %1, segment %2").arg(number(proposal.turn), number(proposal.segment)));
    if (state == ProposalRecord::State::Applied && proposal.logId) {
        const QString result = resultText(*proposal.logId);
        if (!result.isEmpty())
            row.insert(QStringLiteral("result"), result);
    }
    if (state == ProposalRecord::State::Waiting && proposal.kind() == QLatin1String("fire")) {
        const QJsonArray chances = odds(proposal.action);
        if (!chances.isEmpty()) {
            row.insert(QStringLiteral("odds"), chances);
            row.insert(QStringLiteral("odds_text"), ProposalOdds::sentence(chances));
        }
    }
    return row;
}

QJsonArray ProposalRows::odds(const QJsonObject &action) const
{
    if (!m_shown)
        m_shown = m_battle.unitsShownTo(m_side);
    return ProposalOdds::fire(action, *m_shown, m_battle.features(), m_battle.rulings());
}

QString ProposalRows::name(const QJsonValue &id) const
{
    const auto found = m_units.constFind(id.toInteger());
    // Named as the side's rolls name units: never another side's hidden one.
    if (found == m_units.constEnd() || !SideView::mayName(*found, m_side))
        return tr("an unseen unit");
    return found->name;
}

QString ProposalRows::names(const QJsonArray &ids) const
{
    QStringList list;
    for (const QJsonValue &id : ids)
        list << name(id);
    return list.join(QStringLiteral(" + "));
}

QString ProposalRows::crossingText(const QString &crossing)
{
    if (crossing == QLatin1String("ltf"))
        return tr("an LTF");
    if (crossing == QLatin1String("river"))
        return tr("a river");
    if (crossing == QLatin1String("ford"))
        return tr("at a ford");
    if (crossing == QLatin1String("bridge"))
        return tr("at a bridge");
    return RuleText::words(crossing);
}

QString ProposalRows::actionText(const QJsonObject &action) const
{
    const QString kind = action.value(QStringLiteral("action")).toString();
    if (kind == QLatin1String("fire"))
        return fireText(action);
    if (kind == QLatin1String("charge"))
        return chargeText(action);
    if (kind == QLatin1String("move"))
        return moveText(action);
    return LogText::kind(kind);
}

// Names are the umpire's text: joined, never passed through arg().
QString ProposalRows::fireText(const QJsonObject &action) const
{
    QString text = tr("Fire by ") + names(action.value(QStringLiteral("firers")).toArray())
        + tr(" at ") + name(action.value(QStringLiteral("target"))) + QStringLiteral(", ")
        + VocabularyText::inches(action.value(QStringLiteral("range")).toDouble());
    if (action.contains(QStringLiteral("ap")))
        text += QStringLiteral(", ")
            + tr("%1 AP").arg(number(action.value(QStringLiteral("ap")).toInt()));
    if (action.contains(QStringLiteral("shot")))
        text += QStringLiteral(", ")
            + VocabularyText::fieldText(QStringLiteral("shot"),
                                        action.value(QStringLiteral("shot")).toString());
    if (action.contains(QStringLiteral("die")))
        text += QStringLiteral(", ")
            + tr("die %1").arg(number(action.value(QStringLiteral("die")).toInt()));
    QStringList claims;
    for (const QJsonValue &condition : action.value(QStringLiteral("conditions")).toArray())
        claims << conditionText(condition.toString());
    if (!claims.isEmpty())
        text += QStringLiteral(", ") + tr("claiming: ") + claims.join(QStringLiteral(", "));
    return text;
}

QString ProposalRows::chargeText(const QJsonObject &action) const
{
    QJsonArray chargers { action.value(QStringLiteral("charger")) };
    for (const QJsonValue &also : action.value(QStringLiteral("also")).toArray())
        chargers.append(also);
    QString text = tr("Charge by ") + names(chargers) + tr(" on ")
        + name(action.value(QStringLiteral("defender")));
    QStringList rolls;
    for (const QJsonValue &roll : action.value(QStringLiteral("rolls")).toArray())
        rolls << number(roll.toInt());
    if (!rolls.isEmpty())
        text += QStringLiteral(", ") + tr("rolls thrown: ") + rolls.join(QStringLiteral(", "));
    return text;
}

QString ProposalRows::moveText(const QJsonObject &action) const
{
    const QJsonValue to = action.value(QStringLiteral("to"));
    QString text = tr("Move of ") + name(action.value(QStringLiteral("unit"))) + tr(" to ")
        + (to.isString() ? VocabularyText::fieldText(QStringLiteral("terrain"), to.toString())
                         : tr("its own terrain"));
    const QJsonValue feature = action.value(QStringLiteral("feature"));
    if (feature.isNull())
        text += QStringLiteral(", ") + tr("out of its feature");
    else if (!feature.isUndefined())
        text += QStringLiteral(", ") + tr("into a feature");
    QStringList across;
    for (const QJsonValue &crossing : action.value(QStringLiteral("across")).toArray())
        across << crossingText(crossing.toString());
    if (!across.isEmpty())
        text += QStringLiteral(", ") + tr("across: ") + across.join(QStringLiteral(", "));
    if (action.value(QStringLiteral("road")).toBool())
        text += QStringLiteral(", ") + tr("along a road");
    return text;
}

QString ProposalRows::resultText(qint64 logId) const
{
    const std::optional<LogEntry> entry = m_battle.logEntry(logId);
    if (!entry)
        return QString();
    // A roll is told as the side's rolls are; any other entry in the log's
    // words only when every unit it touched is the side's own.
    if (SideView::isRoll(*entry))
        return SideView::rollJson(*entry, m_all, m_side).value(QStringLiteral("text")).toString();
    const QSet<qint64> ids = SideView::unitsOf(*entry);
    for (const qint64 id : ids) {
        if (m_units.value(id).side != m_side)
            return LogText::kind(entry->kind);
    }
    return LogText::render(*entry);
}

QString ProposalRows::waitingText(int count)
{
    return tr("%n proposal(s) waiting for the umpire", nullptr, count);
}

} // namespace Adc

#include "core/proposals/proposalrecord.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <array>

namespace Adc {

namespace {

const std::array<const char *, 4> kStoredNames { "waiting", "applied", "declined", "withdrawn" };
const std::array<const char *, 6> kStateNames { "waiting",   "applied", "declined",
                                                "withdrawn", "lapsed",  "taken-back" };

} // namespace

ProposalRecord::State ProposalRecord::state(const Clock &clock) const
{
    switch (stored) {
    case Stored::Waiting:
        return clock.turn == turn && clock.segment == segment ? State::Waiting : State::Lapsed;
    case Stored::Applied:
        return logUndone ? State::TakenBack : State::Applied;
    case Stored::Declined:
        return State::Declined;
    case Stored::Withdrawn:
        return State::Withdrawn;
    }
    return State::Waiting;
}

QString ProposalRecord::kind() const
{
    return action.value(QStringLiteral("action")).toString();
}

QString ProposalRecord::storedName(Stored stored)
{
    return QString::fromLatin1(kStoredNames.at(static_cast<std::size_t>(stored)));
}

std::optional<ProposalRecord::Stored> ProposalRecord::storedFromName(const QString &name)
{
    for (std::size_t i = 0; i < kStoredNames.size(); ++i) {
        if (name == QLatin1String(kStoredNames.at(i)))
            return static_cast<Stored>(i);
    }
    return std::nullopt;
}

QString ProposalRecord::stateName(State state)
{
    return QString::fromLatin1(kStateNames.at(static_cast<std::size_t>(state)));
}

QString ProposalRecord::stateText(State state)
{
    switch (state) {
    case State::Waiting:
        return QCoreApplication::translate("Adc::ProposalRecord", "waiting for the umpire");
    case State::Applied:
        return QCoreApplication::translate("Adc::ProposalRecord", "applied");
    case State::Declined:
        return QCoreApplication::translate("Adc::ProposalRecord", "declined");
    case State::Withdrawn:
        return QCoreApplication::translate("Adc::ProposalRecord", "withdrawn");
    case State::Lapsed:
        return QCoreApplication::translate("Adc::ProposalRecord",
                                           "lapsed at the end of its segment");
    case State::TakenBack:
        return QCoreApplication::translate("Adc::ProposalRecord", "taken back by the umpire");
    }
    return QString();
}

QJsonObject ProposalRecord::toJson(const Clock &clock) const
{
    const State now = state(clock);
    QJsonObject json {
        { QStringLiteral("id"), id },           { QStringLiteral("side"), side },
        { QStringLiteral("number"), number },   { QStringLiteral("state"), stateName(now) },
        { QStringLiteral("action"), action },   { QStringLiteral("turn"), turn },
        { QStringLiteral("segment"), segment }, { QStringLiteral("time"), time }
    };
    if (now == State::Declined)
        json.insert(QStringLiteral("reason"), reason);
    if (logId)
        json.insert(QStringLiteral("log_id"), *logId);
    return json;
}

} // namespace Adc

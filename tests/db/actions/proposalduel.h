#pragma once

// Shared by the tests of the sides' proposals (tst_proposals,
// tst_proposalrulings): two units in each other's sight, a proposal's state
// as the battle reads it, and the umpire's accept and decline.

#include "db/battle/proposaldesk.h"
#include "db/battlefixture.h"

namespace Adc::Fixture {

inline const QString kFrance = QStringLiteral("France");
inline const QString kBritain = QStringLiteral("Britain");

inline QStringList stringsOf(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &item : value.toArray())
        list.append(item.toString());
    return list;
}

// France's 1/45e Ligne and Britain's 1/42nd, each in the other side's sight.
struct ProposalDuel : TestBattle
{
    qint64 firer = 0;
    qint64 target = 0;
    ProposalDuel()
    {
        firer = add(infantry(QStringLiteral("1/45e Ligne"), kFrance, QStringLiteral("Bachelu")));
        target
            = add(infantry(QStringLiteral("1/42nd Highlanders"), kBritain, QStringLiteral("Pack")));
        edit(target, QStringLiteral("seen"), true);
        edit(firer, QStringLiteral("seen"), true);
    }

    // A fire as a side proposes it, its die thrown at the table.
    static QJsonObject fire(qint64 by, qint64 at, double range = 3)
    {
        return { { QStringLiteral("action"), QStringLiteral("fire") },
                 { QStringLiteral("firers"), ids({ by }) },
                 { QStringLiteral("target"), at },
                 { QStringLiteral("range"), range },
                 { QStringLiteral("die"), 7 } };
    }
    Result<ProposalRecord> propose(const QString &side, const QJsonObject &action) const
    {
        return battle->proposals().propose(side, action);
    }
    // The proposal as `adc proposals` lists it now; empty when there is none.
    QJsonObject json(qint64 id) const
    {
        const std::optional<ProposalRecord> found = battle->proposals().find(id);
        return found ? found->toJson(battle->clock()) : QJsonObject();
    }
    QString state(qint64 id) const { return json(id).value(QStringLiteral("state")).toString(); }
    QJsonArray listed() const { return listedIn(*battle); }
    static QJsonArray listedIn(const Battle &of)
    {
        QJsonArray list;
        for (const ProposalRecord &proposal : of.proposals().all())
            list.append(proposal.toJson(of.clock()));
        return list;
    }

    ActionOutcome accept(qint64 id, QJsonObject overrides = {}) const
    {
        overrides.insert(QStringLiteral("action"), QStringLiteral("accept"));
        overrides.insert(QStringLiteral("proposal"), id);
        return battle->apply(overrides);
    }
    ActionOutcome decline(qint64 id, const QString &reason) const
    {
        return battle->apply({ { QStringLiteral("action"), QStringLiteral("decline") },
                               { QStringLiteral("proposal"), id },
                               { QStringLiteral("reason"), reason } });
    }
    ActionOutcome endSegment() const
    {
        return battle->apply(object(R"({"action": "end-segment", "moved": [],
                                        "enemy_within_12": []})"));
    }
    // What adc check finds wrong, one problem a line; empty when all is well.
    QString problems() const { return battle->check().problems.join(QLatin1Char('\n')); }
};

} // namespace Adc::Fixture

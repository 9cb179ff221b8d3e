#pragma once

#include "serve/server/httpreply.h"
#include "serve/server/proposalrate.h"
#include "serve/server/serverlimits.h"

#include <QCoreApplication>
#include <QHttpServerRequest>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace Adc {

class Battle;
struct Failure;

// The one way the players' view writes to the battle (docs/server.md,
// Proposals): a side's page proposes a fire, a charge or a move of its own
// units (POST /side/TOKEN/proposals, one JSON object) and withdraws its own
// waiting proposal (DELETE /side/TOKEN/proposals/N), through the battle's
// ProposalDesk and nothing else. Each answer is JSON: 201 {"proposal": N},
// 200 {"ok": true}, or {"reason"} in the page's language with 403 (sent by
// another site's page), 415 (not JSON), 413 (over maxProposalBytes), 429
// (over proposalsPerSecond), 400 (malformed), 422 (refused by the rules or
// the desk's limits) or 503 (the battle cannot be written now). A reason
// says nothing the side's page does not show: the desk words it so, and a
// failure of the storage is told without its details.
class ProposalRoutes
{
    Q_DECLARE_TR_FUNCTIONS(Adc::ProposalRoutes)

public:
    ProposalRoutes(Battle &battle, const ServerLimits &limits);

    // Whether `method` on the path's segments is one of the two writes,
    // whatever the token: POST side/TOKEN/proposals, DELETE
    // side/TOKEN/proposals/N.
    static bool isWrite(QHttpServerRequest::Method method, const QStringList &parts);
    // The answer to that write on `side`'s page, once its token (the
    // second of `parts`) is known to open it; in the language in force.
    HttpReply write(const QString &side, const QHttpServerRequest &request,
                    const QStringList &parts);

private:
    HttpReply propose(const QString &side, const QString &token, const QHttpServerRequest &request);
    HttpReply withdraw(const QString &side, const QString &number);
    HttpReply failed(const Failure &failure) const;
    static HttpReply unwritable();
    static HttpReply answer(int status, const QJsonObject &body);
    static HttpReply refusal(int status, const QString &reason);

    Battle &m_battle;
    int m_maxBytes;
    ProposalRate m_rate;
};

} // namespace Adc

#include "serve/server/proposalroutes.h"

#include "core/common/result.h"
#include "core/proposals/proposalform.h"
#include "core/proposals/proposalrecord.h"
#include "db/battle/battle.h"
#include "db/battle/proposaldesk.h"
#include "serve/server/guardedtcpserver.h"
#include "serve/server/requestheaders.h"

#include <QJsonDocument>
#include <QLocale>

namespace Adc {

ProposalRoutes::ProposalRoutes(Battle &battle, const ServerLimits &limits)
    : m_battle(battle)
    , m_maxBytes(limits.maxProposalBytes)
    , m_rate(limits)
{
}

bool ProposalRoutes::isWrite(QHttpServerRequest::Method method, const QStringList &parts)
{
    if (parts.value(0) != QLatin1String("side") || parts.value(2) != QLatin1String("proposals"))
        return false;
    if (method == QHttpServerRequest::Method::Post)
        return parts.size() == 3;
    if (method == QHttpServerRequest::Method::Delete)
        return parts.size() == 4;
    return false;
}

HttpReply ProposalRoutes::write(const QString &side, const QHttpServerRequest &request,
                                const QStringList &parts)
{
    // A page of another site that learnt the address writes nothing
    // through a player's browser.
    if (!RequestHeaders::sameOrigin(request))
        return refusal(403, tr("a proposal comes from the side's own page"));
    if (request.method() == QHttpServerRequest::Method::Delete)
        return withdraw(side, parts.at(3));
    return propose(side, parts.at(1), request);
}

HttpReply ProposalRoutes::propose(const QString &side, const QString &token,
                                  const QHttpServerRequest &request)
{
    if (RequestHeaders::mediaType(request) != "application/json")
        return refusal(415, tr("a proposal is sent as application/json"));
    const QByteArray body = request.body();
    if (body.size() > m_maxBytes)
        return refusal(413,
                       tr("a proposal is at most %1 bytes").arg(QLocale().toString(m_maxBytes)));
    // Counted before the battle is asked anything: a loop of proposals,
    // good or bad, costs the battle at most so many a second.
    if (!m_rate.take(token, GuardedTcpServer::clientOf(request.remoteAddress()))) {
        HttpReply reply = refusal(429, tr("too many proposals at once: wait a moment"));
        reply.addHeader(QByteArrayLiteral("Retry-After"), QByteArrayLiteral("1"));
        return reply;
    }
    const Result<QJsonObject> action = ProposalForm::body(body);
    if (!action)
        return failed(action.failure());
    if (m_battle.isReadOnly())
        return unwritable();
    const Result<ProposalRecord> made = m_battle.proposals().propose(side, *action);
    if (!made)
        return failed(made.failure());
    return answer(201, { { QStringLiteral("proposal"), made->number } });
}

HttpReply ProposalRoutes::withdraw(const QString &side, const QString &number)
{
    bool isNumber = false;
    const int wanted = number.toInt(&isNumber);
    if (!isNumber || wanted < 1)
        return refusal(400, tr("a proposal's number is a whole number from 1"));
    if (m_battle.isReadOnly())
        return unwritable();
    const Result<ProposalRecord> withdrawn = m_battle.proposals().withdraw(side, wanted);
    if (!withdrawn)
        return failed(withdrawn.failure());
    return answer(200, { { QStringLiteral("ok"), true } });
}

HttpReply ProposalRoutes::failed(const Failure &failure) const
{
    switch (failure.kind) {
    case Failure::Kind::Malformed:
        return refusal(400, failure.reason);
    case Failure::Kind::Refused:
        return refusal(422, failure.reason);
    case Failure::Kind::Failed:
        break;
    }
    // The storage's own words name the file or the server: the umpire's
    // to read, not the side's.
    if (m_battle.isReadOnly())
        return unwritable();
    return refusal(500, tr("the battle could not keep the proposal; tell the umpire"));
}

HttpReply ProposalRoutes::unwritable()
{
    HttpReply reply
        = refusal(503, tr("the battle cannot take proposals now; try again or tell the umpire"));
    reply.addHeader(QByteArrayLiteral("Retry-After"), QByteArrayLiteral("5"));
    return reply;
}

HttpReply ProposalRoutes::answer(int status, const QJsonObject &body)
{
    return HttpReply(status, QByteArrayLiteral("application/json; charset=utf-8"),
                     QJsonDocument(body).toJson(QJsonDocument::Compact) + '\n');
}

HttpReply ProposalRoutes::refusal(int status, const QString &reason)
{
    return answer(status, { { QStringLiteral("reason"), reason } });
}

} // namespace Adc

#pragma once

// One input of fuzz_proposal_body, shared with
// tests/core/proposals/tst_proposalbodyregressions.cpp so a saved
// reproducer replays through exactly what the fuzzer ran.

#include "core/orders/ordercodec.h"
#include "core/proposals/proposalclaims.h"
#include "core/proposals/proposalform.h"

#include <QJsonDocument>
#include <QString>

namespace Adc {

// Reads the bytes as the body of a side's POST side/TOKEN/proposals, as the
// players' server does before the battle is asked anything: one JSON
// object, a fire, a charge or a move in the fields a side may set, its
// claims among those offered for the lead unit (each arm tried). Each step
// answers cleanly: a malformed refusal in one short line ("FIELD: what is
// wrong" once the body is an object), or an order that reads back the same.
class ProposalBodyCheck
{
public:
    // Empty when all is well; otherwise what was wrong.
    static QString run(const QByteArray &bytes)
    {
        const Result<QJsonObject> action = ProposalForm::body(bytes);
        if (!action)
            return refusalProblem(action.failure(), false);
        const Result<Order> order = ProposalForm::read(*action);
        if (!order)
            return refusalProblem(order.failure(), true);
        const QString kind = order->kind();
        if (ProposalForm::fields(kind).isEmpty())
            return QStringLiteral("read as a %1, which a side may not propose").arg(kind);
        const QList<qint64> actors = ProposalForm::actors(*order);
        if (actors.isEmpty() || actors.contains(0))
            return QStringLiteral("a %1 read without its unit").arg(kind);
        // What the server stores is read again at the umpire's accept.
        const QJsonObject json = OrderCodec::toJson(*order);
        const Result<Order> again = OrderCodec::fromJson(json);
        if (!again)
            return QStringLiteral("the order does not read back: ") + again.error();
        if (OrderCodec::toJson(*again) != json)
            return QStringLiteral("the order reads back otherwise: ")
                + QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact));
        for (const Arm arm : { Arm::Infantry, Arm::Cavalry, Arm::Artillery, Arm::BattalionGuns }) {
            UnitRecord lead;
            lead.id = actors.first();
            lead.arm = arm;
            const QString refused = ProposalClaims::refusal(*order, lead);
            if (!refused.isEmpty() && !refused.startsWith(QLatin1String("conditions: ")))
                return QStringLiteral("a claim refused without naming its field: ") + refused;
            if (refused.contains(QLatin1Char('\n')))
                return QStringLiteral("a claim refused in more than one line");
        }
        return QString();
    }

private:
    static QString refusalProblem(const Failure &failure, bool namesField)
    {
        if (failure.kind != Failure::Kind::Malformed)
            return QStringLiteral("refused, not malformed: ") + failure.reason;
        if (failure.reason.isEmpty())
            return QStringLiteral("refused without a reason");
        if (failure.reason.contains(QLatin1Char('\n')))
            return QStringLiteral("a reason of more than one line: ") + failure.reason;
        // A side reads it on its page: short, whatever it sent.
        if (failure.reason.size() > 400)
            return QStringLiteral("a reason of %1 characters").arg(failure.reason.size());
        if (namesField && !failure.reason.contains(QLatin1String(": ")))
            return QStringLiteral("a reason without \"FIELD: \": ") + failure.reason;
        return QString();
    }
};

} // namespace Adc

#include "core/proposals/proposalform.h"

#include "core/common/quote.h"
#include "core/orders/ordercodec.h"
#include "core/proposals/proposalclaims.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonParseError>

namespace Adc {

QStringList ProposalForm::fields(const QString &kind)
{
    if (kind == QLatin1String(FireOrder::kKind))
        return { QStringLiteral("action"),
                 QStringLiteral("firers"),
                 QStringLiteral("target"),
                 QStringLiteral("range"),
                 QStringLiteral("ap"),
                 QStringLiteral("shot"),
                 QStringLiteral("die"),
                 QStringLiteral("boxcars_roll"),
                 QStringLiteral("boxcars_faces"),
                 QStringLiteral("conditions") };
    if (kind == QLatin1String(ChargeOrder::kKind))
        return { QStringLiteral("action"), QStringLiteral("charger"), QStringLiteral("defender"),
                 QStringLiteral("also"),   QStringLiteral("rolls"),   QStringLiteral("faces") };
    if (kind == QLatin1String(MoveOrder::kKind))
        return { QStringLiteral("action"),  QStringLiteral("unit"),   QStringLiteral("to"),
                 QStringLiteral("feature"), QStringLiteral("across"), QStringLiteral("road") };
    return {};
}

Result<QJsonObject> ProposalForm::body(const QByteArray &bytes)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return Failure::malformed(
            QCoreApplication::translate("Adc::ProposalForm", "a proposal is one JSON object"));
    return document.object();
}

Result<Order> ProposalForm::read(const QJsonObject &action)
{
    const QJsonValue kind = action.value(QStringLiteral("action"));
    const QStringList allowed = fields(kind.toString());
    if (allowed.isEmpty())
        return Failure::malformed(
            QStringLiteral("action: ")
            + QCoreApplication::translate("Adc::ProposalForm",
                                          "a side proposes a fire, a charge or a move"));
    for (auto it = action.begin(); it != action.end(); ++it) {
        if (!allowed.contains(it.key()))
            return Failure::malformed(Quote::shortened(it.key()) + QStringLiteral(": ")
                                      + QCoreApplication::translate(
                                          "Adc::ProposalForm", "only the umpire sets this field"));
    }
    if (const QString claims = ProposalClaims::refusal(action); !claims.isEmpty())
        return Failure::malformed(claims);
    Result<Order> order = OrderCodec::fromJson(action);
    if (!order)
        return order.failure();
    if (const ChargeOrder *charge = order->get<ChargeOrder>(); charge && charge->charger == 0)
        return Failure::malformed(QStringLiteral("charger: ")
                                  + QCoreApplication::translate("Adc::ProposalForm", "missing"));
    return order;
}

QList<qint64> ProposalForm::actors(const Order &order)
{
    QList<qint64> ids;
    if (const FireOrder *fire = order.get<FireOrder>()) {
        for (qint64 id : fire->firers)
            ids.append(id);
    } else if (const ChargeOrder *charge = order.get<ChargeOrder>()) {
        ids.append(charge->charger);
        for (qint64 id : charge->also)
            ids.append(id);
    } else if (const MoveOrder *move = order.get<MoveOrder>()) {
        ids.append(move->unit);
    }
    return ids;
}

QList<qint64> ProposalForm::targets(const Order &order)
{
    if (const FireOrder *fire = order.get<FireOrder>())
        return { fire->target };
    if (const ChargeOrder *charge = order.get<ChargeOrder>())
        return { charge->defender };
    return {};
}

} // namespace Adc

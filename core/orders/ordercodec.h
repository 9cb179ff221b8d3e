#pragma once

#include "core/common/result.h"
#include "core/orders/order.h"

#include <QJsonObject>
#include <QStringList>

namespace Adc {

// The one JSON form of every order (docs/contract.md, adc apply): what
// `adc apply` reads, what the log keeps and replays. Each order type reads
// and writes its own fields (fromJson, toJson); this adds "action" and
// "rolled" and picks the type by name.
class OrderCodec
{
public:
    // The order a request names, or "FIELD: what is wrong" (exit 2): a
    // field of the wrong type or range, one the action does not know, or
    // a missing one. Whether the units exist is the battle's to say.
    static Result<Order> fromJson(const QJsonObject &request);
    static QJsonObject toJson(const Order &order);
    // The order's "rolled" less the dice it does not hold: a die rolled
    // on screen for a field left out since is not this order's (a request
    // naming one is malformed; the window leaves such names out).
    static QStringList heldDice(const Order &order);
    // The units an order names (firers, target, unit, defender...), each
    // once, in the order named; read from the typed order, no conversion.
    static QList<qint64> unitsNamed(const Order &order);
    // Every action name the codec reads.
    static QStringList kinds();
    // How many times an order was read from JSON or written to it since the
    // program started: every such conversion goes through fromJson and
    // toJson, so the tests can count those an action costs.
    static int conversions();
};

} // namespace Adc

#include "core/discipline/chargeorder.h"

#include "core/common/requestreader.h"
#include "core/fire/firechart.h"

#include <QJsonArray>
#include <limits>

namespace Adc {

namespace {

constexpr int kMaxId = std::numeric_limits<int>::max();

} // namespace

QJsonObject ChargeOrder::toJson() const
{
    QJsonObject json { { QStringLiteral("defender"), defender } };
    if (charger)
        json.insert(QStringLiteral("charger"), charger);
    if (!also.isEmpty())
        json.insert(QStringLiteral("also"), RequestReader::listJson(also));
    if (!rolls.isEmpty())
        json.insert(QStringLiteral("rolls"), RequestReader::listJson(rolls));
    if (!faces.isEmpty())
        json.insert(QStringLiteral("faces"), RequestReader::faceListsJson(faces));
    if (fireDie)
        json.insert(QStringLiteral("fire_die"), *fireDie);
    if (fireBoxcarsFaces)
        json.insert(QStringLiteral("fire_boxcars_faces"),
                    RequestReader::facesJson(fireBoxcarsFaces));
    if (outcome)
        json.insert(QStringLiteral("outcome"), chargeOutcomeName(*outcome));
    return json;
}

Result<ChargeOrder> ChargeOrder::fromJson(RequestReader &reader)
{
    ChargeOrder order;
    // A charger named is a unit: null is no more a charger than 0 is.
    if (reader.has(QStringLiteral("charger")))
        order.charger = reader.integer(QStringLiteral("charger"), 1, kMaxId, true).value_or(0);
    order.defender = reader.integer(QStringLiteral("defender"), 1, kMaxId, true).value_or(0);
    for (int id : reader.integers(QStringLiteral("also"), 1, kMaxId))
        order.also.append(id);
    order.rolls = reader.integers(QStringLiteral("rolls"), -99, 99);
    order.faces = reader.faceLists(QStringLiteral("faces"));
    order.fireDie
        = reader.integer(QStringLiteral("fire_die"), 1, FireChart::standard().dieFaces(), false);
    order.fireBoxcarsFaces = reader.faces(QStringLiteral("fire_boxcars_faces"));
    if (const std::optional<QString> outcome
        = reader.word(QStringLiteral("outcome"), chargeOutcomeNames(), false))
        order.outcome = chargeOutcomeFromName(*outcome);
    if (!reader.ok())
        return reader.failure();
    return order;
}

} // namespace Adc

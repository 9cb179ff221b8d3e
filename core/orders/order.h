#pragma once

#include "core/common/setrulingsorder.h"
#include "core/dice/rollorder.h"
#include "core/discipline/chargeorder.h"
#include "core/discipline/chargeoutcomeorder.h"
#include "core/discipline/disciplineorder.h"
#include "core/fire/fireorder.h"
#include "core/model/addbrigadeorder.h"
#include "core/model/addunitorder.h"
#include "core/model/addunitsorder.h"
#include "core/model/editorder.h"
#include "core/model/issuetokensorder.h"
#include "core/model/moveunitsorder.h"
#include "core/model/removebrigadeorder.h"
#include "core/model/removeunitorder.h"
#include "core/model/renewtokenorder.h"
#include "core/model/reorderorder.h"
#include "core/model/setsettingorder.h"
#include "core/orders/redoorder.h"
#include "core/orders/undoorder.h"
#include "core/proposals/acceptorder.h"
#include "core/proposals/declineorder.h"
#include "core/terrain/addfeatureorder.h"
#include "core/terrain/fleeorder.h"
#include "core/terrain/moveorder.h"
#include "core/terrain/placeorder.h"
#include "core/terrain/removefeatureorder.h"
#include "core/turn/endsegmentorder.h"
#include "core/turn/endturnorder.h"

#include <QString>
#include <QStringList>
#include <type_traits>
#include <utility>
#include <variant>

namespace Adc {

// One action as a value (docs/contract.md, adc apply): the order of a
// procedure or an edit, and the dice fields the window rolled on screen
// ("rolled"), so the log tells them from dice typed at the table. The
// window builds these; `adc apply` and the log read and write them through
// OrderCodec.
class Order
{
public:
    using Value
        = std::variant<FireOrder, DisciplineOrder, MoveOrder, FleeOrder, ChargeOrder,
                       ChargeOutcomeOrder, EndSegmentOrder, EndTurnOrder, EditOrder, AddUnitOrder,
                       AddUnitsOrder, RemoveUnitOrder, AddBrigadeOrder, RemoveBrigadeOrder,
                       ReorderOrder, MoveUnitsOrder, AddFeatureOrder, RemoveFeatureOrder,
                       PlaceOrder, SetRulingsOrder, SetSettingOrder, RollOrder, IssueTokensOrder,
                       RenewTokenOrder, UndoOrder, RedoOrder, AcceptOrder, DeclineOrder>;

    template<typename T, typename = std::enable_if_t<std::is_constructible_v<Value, T>>>
    Order(T value, QStringList rolled = {})
        : m_value(std::move(value))
        , m_rolled(std::move(rolled))
    {
    }

    const Value &value() const { return m_value; }
    // The order when it is a T, else null.
    template<typename T> const T *get() const { return std::get_if<T>(&m_value); }
    template<typename T> T *get() { return std::get_if<T>(&m_value); }
    // Its action's name, as the contract spells it ("fire", "discipline"...).
    QString kind() const;
    // The dice fields rolled on screen, each "field" or "field[i]".
    const QStringList &rolled() const { return m_rolled; }
    void setRolled(const QStringList &rolled) { m_rolled = rolled; }

private:
    Value m_value;
    QStringList m_rolled;
};

} // namespace Adc

#pragma once

#include "common/setrulingsorder.h"
#include "dice/rollorder.h"
#include "discipline/chargeorder.h"
#include "discipline/chargeoutcomeorder.h"
#include "discipline/disciplineorder.h"
#include "fire/fireorder.h"
#include "model/addbrigadeorder.h"
#include "model/addunitorder.h"
#include "model/addunitsorder.h"
#include "model/editorder.h"
#include "model/issuetokensorder.h"
#include "model/moveunitsorder.h"
#include "model/removebrigadeorder.h"
#include "model/removeunitorder.h"
#include "model/renewtokenorder.h"
#include "model/reorderorder.h"
#include "model/setsettingorder.h"
#include "orders/redoorder.h"
#include "orders/undoorder.h"
#include "terrain/addfeatureorder.h"
#include "terrain/fleeorder.h"
#include "terrain/moveorder.h"
#include "terrain/placeorder.h"
#include "terrain/removefeatureorder.h"
#include "turn/endsegmentorder.h"
#include "turn/endturnorder.h"

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
    using Value = std::variant<FireOrder, DisciplineOrder, MoveOrder, FleeOrder, ChargeOrder,
                               ChargeOutcomeOrder, EndSegmentOrder, EndTurnOrder, EditOrder,
                               AddUnitOrder, AddUnitsOrder, RemoveUnitOrder, AddBrigadeOrder,
                               RemoveBrigadeOrder, ReorderOrder, MoveUnitsOrder, AddFeatureOrder,
                               RemoveFeatureOrder, PlaceOrder, SetRulingsOrder, SetSettingOrder,
                               RollOrder, IssueTokensOrder, RenewTokenOrder, UndoOrder, RedoOrder>;

    template<typename T, typename = std::enable_if_t<std::is_constructible_v<Value, T>>>
    Order(T value, QStringList rolled = {})
        : m_value(std::move(value))
        , m_rolled(std::move(rolled))
    {
    }

    const Value &value() const { return m_value; }
    // The order when it is a T, else null.
    template<typename T> const T *get() const { return std::get_if<T>(&m_value); }
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

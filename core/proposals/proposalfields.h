#pragma once

#include <QString>
#include <QStringList>

namespace Adc {

class Order;

// The fields of the orders a side may propose (a fire, a charge, a move),
// by their names in adc apply's fields, on the typed orders: what an
// umpire's accept changes of a proposal is copied and compared here field
// by field, never through the orders' JSON form.
class ProposalFields
{
public:
    // Every field of `kind`'s order; empty for a kind no side proposes.
    static QStringList names(const QString &kind);
    // The kind whose order has the field ("fire", "charge", "move"), or empty.
    static QString kindOf(const QString &field);
    // Whether the field holds dice.
    static bool isDice(const QString &field);
    // Whether an order of its kind always names it (the firers, the range...).
    static bool isRequired(const QString &field);

    // Sets the field of `to` to `from`'s (two orders of the same kind).
    static void copy(const QString &field, Order &to, const Order &from);
    // Leaves the field out of `to`, as an order that never named it.
    static void clear(const QString &field, Order &to);
    // Whether the two orders hold the same value of it.
    static bool same(const QString &field, const Order &a, const Order &b);
    // Whether the order names it: a required field always, another when
    // it holds something.
    static bool given(const QString &field, const Order &order);
    // Of a dice field: whether `umpire`'s replaced a die `side` gave. A
    // die added where the side gave none, or one of the side's the
    // procedure never came to (a charge ended sooner), replaces none.
    static bool diceReplaced(const QString &field, const Order &side, const Order &umpire);
};

} // namespace Adc

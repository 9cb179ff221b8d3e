#include "core/proposals/proposalfields.h"

#include "core/orders/order.h"

#include <algorithm>

namespace Adc {

namespace {

template<typename T> struct ProposalField
{
    const char *name;
    bool dice;
    bool required;
    void (*copy)(T &to, const T &from);
    bool (*same)(const T &a, const T &b);
    bool (*holds)(const T &order);
    bool (*replaced)(const T &side, const T &umpire);
};

template<typename Item> bool dieHeld(const Item &)
{
    return true;
}

template<typename Item> bool dieHeld(const std::optional<Item> &item)
{
    return item.has_value();
}

// A field that holds no dice is never replaced as dice are.
template<typename Value> bool diceGone(const Value &, const Value &)
{
    return false;
}

bool diceGone(const std::optional<int> &side, const std::optional<int> &umpire)
{
    return side && umpire != side;
}

template<typename Item> bool diceGone(const QList<Item> &side, const QList<Item> &umpire)
{
    if (umpire.isEmpty())
        return std::any_of(side.begin(), side.end(),
                           [](const Item &item) { return dieHeld(item); });
    for (qsizetype i = 0; i < side.size() && i < umpire.size(); ++i) {
        if (dieHeld(side.at(i)) && !(umpire.at(i) == side.at(i)))
            return true;
    }
    return false;
}

bool diceGone(const std::optional<QList<int>> &side, const std::optional<QList<int>> &umpire)
{
    return diceGone(side.value_or(QList<int>()), umpire.value_or(QList<int>()));
}

template<typename Owner, typename Member> Owner ownerOf(Member Owner::*);

enum FieldKind { kPlain = 0, kDice = 1, kRequired = 2 };

// The field `name` held in the members given, the first its value (and its
// dice); the others go with it (a ricochet unit's distances, say).
template<auto First, auto... More> auto field(const char *name, int kind = kPlain)
{
    using T = decltype(ownerOf(First));
    return ProposalField<T> {
        name,
        (kind & kDice) != 0,
        (kind & kRequired) != 0,
        [](T &to, const T &from) {
            to.*First = from.*First;
            ((to.*More = from.*More), ...);
        },
        [](const T &a, const T &b) {
            return a.*First == b.*First && ((a.*More == b.*More) && ...);
        },
        [](const T &order) {
            const T none {};
            return !(order.*First == none.*First) || (!(order.*More == none.*More) || ...);
        },
        [](const T &side, const T &umpire) { return diceGone(side.*First, umpire.*First); },
    };
}

template<typename T> const QList<ProposalField<T>> &table();

template<> const QList<ProposalField<FireOrder>> &table()
{
    static const QList<ProposalField<FireOrder>> fields {
        field<&FireOrder::firers>("firers", kRequired),
        field<&FireOrder::target>("target"),
        field<&FireOrder::targetFeature>("target_feature"),
        field<&FireOrder::range>("range", kRequired),
        field<&FireOrder::ap>("ap"),
        field<&FireOrder::shot>("shot"),
        field<&FireOrder::stands>("stands"),
        field<&FireOrder::added>("conditions"),
        field<&FireOrder::without>("without"),
        field<&FireOrder::ricochet, &FireOrder::ricochetDistances>("ricochet"),
        field<&FireOrder::die>("die", kDice),
        field<&FireOrder::boxcarsRolls, &FireOrder::boxcarsRollAlone>("boxcars_roll", kDice),
        field<&FireOrder::boxcarsFaces>("boxcars_faces", kDice),
        field<&FireOrder::ricochetDice>("ricochet_dice", kDice),
    };
    return fields;
}

template<> const QList<ProposalField<ChargeOrder>> &table()
{
    static const QList<ProposalField<ChargeOrder>> fields {
        field<&ChargeOrder::charger>("charger"),
        field<&ChargeOrder::defender>("defender", kRequired),
        field<&ChargeOrder::also>("also"),
        field<&ChargeOrder::rolls>("rolls", kDice),
        field<&ChargeOrder::faces>("faces", kDice),
        field<&ChargeOrder::fireDie>("fire_die", kDice),
        field<&ChargeOrder::fireBoxcarsFaces>("fire_boxcars_faces", kDice),
        field<&ChargeOrder::outcome>("outcome"),
    };
    return fields;
}

template<> const QList<ProposalField<MoveOrder>> &table()
{
    static const QList<ProposalField<MoveOrder>> fields {
        field<&MoveOrder::unit>("unit", kRequired),
        field<&MoveOrder::to>("to"),
        field<&MoveOrder::feature, &MoveOrder::leaveFeature>("feature"),
        field<&MoveOrder::across>("across"),
        field<&MoveOrder::road>("road"),
    };
    return fields;
}

template<typename T> const ProposalField<T> *fieldNamed(const QString &name)
{
    for (const ProposalField<T> &field : table<T>()) {
        if (name == QLatin1String(field.name))
            return &field;
    }
    return nullptr;
}

template<typename T> QStringList namesOf()
{
    QStringList names;
    for (const ProposalField<T> &field : table<T>())
        names.append(QString::fromLatin1(field.name));
    return names;
}

// Calls `use` with the order as the proposable kind it is, if it is one.
template<typename O, typename Use> void asProposable(O &order, Use use)
{
    if (auto *fire = order.template get<FireOrder>())
        use(*fire);
    else if (auto *charge = order.template get<ChargeOrder>())
        use(*charge);
    else if (auto *move = order.template get<MoveOrder>())
        use(*move);
}

template<typename T> using Bare = std::remove_const_t<std::remove_reference_t<T>>;

// The field of `order`'s kind named `name`, or null.
template<typename T> const ProposalField<Bare<T>> *fieldOf(const QString &name, T &)
{
    return fieldNamed<Bare<T>>(name);
}

// Whether any of the three kinds' fields named `name` has `property`.
bool anyField(const QString &name, bool (*property)(bool dice, bool required))
{
    const auto check
        = [&](const auto *field) { return field && property(field->dice, field->required); };
    return check(fieldNamed<FireOrder>(name)) || check(fieldNamed<ChargeOrder>(name))
        || check(fieldNamed<MoveOrder>(name));
}

} // namespace

QStringList ProposalFields::names(const QString &kind)
{
    if (kind == QLatin1String(FireOrder::kKind))
        return namesOf<FireOrder>();
    if (kind == QLatin1String(ChargeOrder::kKind))
        return namesOf<ChargeOrder>();
    if (kind == QLatin1String(MoveOrder::kKind))
        return namesOf<MoveOrder>();
    return {};
}

QString ProposalFields::kindOf(const QString &field)
{
    for (const char *kind : { FireOrder::kKind, ChargeOrder::kKind, MoveOrder::kKind }) {
        if (names(QLatin1String(kind)).contains(field))
            return QString::fromLatin1(kind);
    }
    return QString();
}

bool ProposalFields::isDice(const QString &field)
{
    return anyField(field, [](bool dice, bool) { return dice; });
}

bool ProposalFields::isRequired(const QString &field)
{
    return anyField(field, [](bool, bool required) { return required; });
}

void ProposalFields::copy(const QString &field, Order &to, const Order &from)
{
    asProposable(to, [&](auto &order) {
        using T = Bare<decltype(order)>;
        const T *source = from.get<T>();
        if (const ProposalField<T> *named = fieldOf(field, order); named && source)
            named->copy(order, *source);
    });
}

void ProposalFields::clear(const QString &field, Order &to)
{
    asProposable(to, [&](auto &order) {
        if (const auto *named = fieldOf(field, order))
            named->copy(order, {});
    });
}

bool ProposalFields::same(const QString &field, const Order &a, const Order &b)
{
    bool same = a.kind() == b.kind();
    asProposable(a, [&](const auto &order) {
        using T = Bare<decltype(order)>;
        const T *other = b.get<T>();
        const ProposalField<T> *named = fieldOf(field, order);
        same = other && named && named->same(order, *other);
    });
    return same;
}

bool ProposalFields::given(const QString &field, const Order &order)
{
    bool given = false;
    asProposable(order, [&](const auto &typed) {
        if (const auto *named = fieldOf(field, typed))
            given = named->required || named->holds(typed);
    });
    return given;
}

bool ProposalFields::diceReplaced(const QString &field, const Order &side, const Order &umpire)
{
    bool replaced = false;
    asProposable(side, [&](const auto &order) {
        using T = Bare<decltype(order)>;
        const T *other = umpire.get<T>();
        const ProposalField<T> *named = fieldOf(field, order);
        replaced = other && named && named->dice && named->replaced(order, *other);
    });
    return replaced;
}

} // namespace Adc

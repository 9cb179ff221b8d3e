#include "core/fire/aprates.h"

#include "core/common/tablereader.h"
#include "core/fire/namebits.h"

#include <QJsonArray>

namespace Adc {

namespace {

// The rates of one AP entry: one for each count 1 to limit.
std::optional<QList<ApRates::Rate>> readRates(const QJsonArray &rates, const QString &entry,
                                              const QHash<QString, int> &conditions,
                                              TableReader &reader)
{
    QList<ApRates::Rate> list;
    for (int r = 0; r < rates.size(); ++r) {
        const QString at = QStringLiteral("%1.rates[%2]").arg(entry).arg(r);
        const QJsonObject rate = reader.objectAt(rates, r, entry + QStringLiteral(".rates"));
        ApRates::Rate item;
        item.ap = reader.integer(rate, QStringLiteral("ap"), at);
        item.id = reader.string(rate, QStringLiteral("id"), at);
        item.value = reader.integer(rate, QStringLiteral("value"), at);
        if (!reader.ok())
            return std::nullopt;
        if (item.ap != r + 1) {
            reader.fail(at + QStringLiteral(".ap"), QStringLiteral("expected %1").arg(r + 1));
            return std::nullopt;
        }
        if (item.id.isEmpty() || conditions.contains(item.id)) {
            reader.fail(at + QStringLiteral(".id"),
                        QStringLiteral("empty, or the id of a condition"));
            return std::nullopt;
        }
        list << item;
    }
    return list;
}

} // namespace

bool ApRates::read(const QJsonObject &root, const QHash<QString, int> &conditions,
                   TableReader &reader)
{
    // AP: each arm once, with a modifier for every count from 1 to its limit.
    const QJsonArray ap = reader.array(root, QStringLiteral("ap"), QString());
    if (!reader.ok())
        return false;
    unsigned covered = 0;
    for (int i = 0; i < ap.size(); ++i) {
        const QString entry = QStringLiteral("ap[%1]").arg(i);
        const QJsonObject object = reader.objectAt(ap, i, QStringLiteral("ap"));
        const unsigned arms
            = nameBits<Arm>(reader, object, QStringLiteral("arms"), entry, armFromName, armNames());
        const int limit = reader.integer(object, QStringLiteral("limit"), entry);
        const QJsonArray rates = reader.array(object, QStringLiteral("rates"), entry);
        if (!reader.ok())
            return false;
        if (arms & covered)
            return reader.fail(entry + QStringLiteral(".arms"),
                               QStringLiteral("an arm is listed in two entries"));
        covered |= arms;
        if (limit < 1)
            return reader.fail(entry + QStringLiteral(".limit"),
                               QStringLiteral("must be 1 or more"));
        if (rates.size() != limit)
            return reader.fail(
                entry + QStringLiteral(".rates"),
                QStringLiteral("expected one rate for each AP count 1 to %1").arg(limit));
        const std::optional<QList<Rate>> list = readRates(rates, entry, conditions, reader);
        if (!list)
            return false;
        for (std::size_t a = 0; a < m_limit.size(); ++a) {
            if (arms & (1u << a)) {
                m_limit[a] = limit;
                m_rates[a] = *list;
            }
        }
    }
    for (std::size_t a = 0; a < m_limit.size(); ++a) {
        if (!(covered & (1u << a)))
            return reader.fail(
                QStringLiteral("ap"),
                QStringLiteral("%1 has no AP entry").arg(toName(static_cast<Arm>(a))));
    }
    return true;
}

const ApRates::Rate *ApRates::rate(Arm arm, int ap) const
{
    const QList<Rate> &rates = m_rates[static_cast<std::size_t>(arm)];
    if (ap < 1 || ap > rates.size())
        return nullptr;
    return &rates.at(ap - 1);
}

} // namespace Adc

#pragma once

#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace Adc {

// Why something could not be done, in words that name what is wrong. A
// function returns `Failure{reason}` where it would return its value.
struct Failure
{
    QString reason;
    // Where a reader finds several things wrong at once (a unit's fields),
    // each of them; reason then joins them.
    QStringList problems = {};

    static Failure of(const QStringList &problems)
    {
        return Failure { problems.join(QStringLiteral("; ")), problems };
    }
};

// The one error style of core and db: a value, or the reason there is none.
// No out-parameters for errors, no exceptions across a library's edge.
//
//     Result<int> r = parse(text);
//     if (!r)
//         return Failure{r.error()};
//     use(*r);
template<typename T> class [[nodiscard]] Result
{
public:
    Result(T value)
        : m_value(std::move(value))
    {
    }
    Result(Failure failure)
        : m_error(std::move(failure.reason))
        , m_problems(std::move(failure.problems))
    {
    }

    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }

    const T &value() const & { return *m_value; }
    T &value() & { return *m_value; }
    T &&value() && { return std::move(*m_value); }
    const T &operator*() const & { return *m_value; }
    T &operator*() & { return *m_value; }
    T &&operator*() && { return std::move(*m_value); }
    const T *operator->() const { return &*m_value; }
    T *operator->() { return &*m_value; }

    // Empty when ok().
    const QString &error() const { return m_error; }
    // Each thing found wrong, when the failure listed them; else the reason.
    QStringList problems() const
    {
        return m_problems.isEmpty() ? QStringList { m_error } : m_problems;
    }

private:
    std::optional<T> m_value;
    QString m_error;
    QStringList m_problems;
};

// Done, or the reason it could not be.
template<> class [[nodiscard]] Result<void>
{
public:
    Result() = default;
    Result(Failure failure)
        : m_failed(true)
        , m_error(std::move(failure.reason))
    {
    }

    bool ok() const { return !m_failed; }
    explicit operator bool() const { return ok(); }
    const QString &error() const { return m_error; }

private:
    bool m_failed = false;
    QString m_error;
};

} // namespace Adc

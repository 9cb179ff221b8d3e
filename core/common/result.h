#pragma once

#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace Adc {

template<typename T> class Result;

// Why something could not be done, in words that name what is wrong, and
// whose fault it is. A function returns `Failure::malformed(reason)` (or
// failed/refused) where it would return its value, and passes on a failure
// it was given whole (`r.failure()`): a Failure is never made from another's
// text alone, so the kind travels from where it arose to the edge.
struct Failure
{
    // Whose the fault is, which decides what a face does with it: a
    // malformed request (exit 2, HTTP 400), a refusal by the rules (exit 0,
    // answered as such), or a failure of the file, server or system (exit 1).
    enum class Kind { Failed, Malformed, Refused };

    QString reason;
    // Where a reader finds several things wrong at once (a unit's fields),
    // each of them; reason then joins them.
    QStringList problems;
    Kind kind;

    static Failure of(const QStringList &problems, Kind kind = Kind::Failed)
    {
        return Failure(problems.join(QStringLiteral("; ")), problems, kind);
    }
    static Failure as(Kind kind, const QString &reason) { return Failure(reason, {}, kind); }
    static Failure malformed(const QString &reason) { return as(Kind::Malformed, reason); }
    static Failure refused(const QString &reason) { return as(Kind::Refused, reason); }
    static Failure failed(const QString &reason) { return as(Kind::Failed, reason); }
    // The same failure in other words (a field's name put before it): the
    // kind is kept.
    Failure reworded(const QString &words) const { return Failure(words, {}, kind); }
    Failure prefixed(const QString &prefix) const { return reworded(prefix + reason); }
    // The command line's exit code for it.
    static int exitCode(Kind kind)
    {
        return kind == Kind::Malformed ? 2 : kind == Kind::Refused ? 0 : 1;
    }
    int exitCode() const { return exitCode(kind); }

private:
    template<typename T> friend class Result;
    Failure(QString reason, QStringList problems, Kind kind)
        : reason(std::move(reason))
        , problems(std::move(problems))
        , kind(kind)
    {
    }
};

// The one error style of core and db: a value, or the reason there is none.
// No out-parameters for errors, no exceptions across a library's edge.
//
//     Result<int> r = parse(text);
//     if (!r)
//         return r.failure(); // or r.failure().prefixed(QStringLiteral("count: "))
//     if (*r < 0)
//         return Failure::malformed(QStringLiteral("count: below 0"));
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
        , m_kind(failure.kind)
    {
    }

    bool ok() const { return m_value.has_value(); }
    // Whose fault it is when !ok().
    Failure::Kind kind() const { return m_kind; }
    // Whether it failed, for that reason.
    bool is(Failure::Kind kind) const { return !ok() && m_kind == kind; }
    // The command line's exit code: 0 when ok.
    int exitCode() const { return ok() ? 0 : Failure::exitCode(m_kind); }
    // The failure as it came, to pass on.
    Failure failure() const { return Failure(m_error, m_problems, m_kind); }
    explicit operator bool() const { return ok(); }

    // Only when ok(): reading a failure's value is a programming error.
    const T &value() const & { return m_value.value(); }
    T &value() & { return m_value.value(); }
    T &&value() && { return std::move(m_value.value()); }
    const T &operator*() const & { return m_value.value(); }
    T &operator*() & { return m_value.value(); }
    T &&operator*() && { return std::move(m_value.value()); }
    const T *operator->() const { return &m_value.value(); }
    T *operator->() { return &m_value.value(); }

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
    Failure::Kind m_kind = Failure::Kind::Failed;
};

// Done, or the reason it could not be.
template<> class [[nodiscard]] Result<void>
{
public:
    Result() = default;
    Result(Failure failure)
        : m_failed(true)
        , m_error(std::move(failure.reason))
        , m_problems(std::move(failure.problems))
        , m_kind(failure.kind)
    {
    }

    bool ok() const { return !m_failed; }
    explicit operator bool() const { return ok(); }
    const QString &error() const { return m_error; }
    Failure::Kind kind() const { return m_kind; }
    bool is(Failure::Kind kind) const { return !ok() && m_kind == kind; }
    int exitCode() const { return ok() ? 0 : Failure::exitCode(m_kind); }
    Failure failure() const { return Failure(m_error, m_problems, m_kind); }

private:
    bool m_failed = false;
    QString m_error;
    QStringList m_problems;
    Failure::Kind m_kind = Failure::Kind::Failed;
};

} // namespace Adc

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
    // Whose the fault is, which decides what a face does with it: a
    // malformed request (exit 2, HTTP 400), a refusal by the rules (exit 0,
    // answered as such), or a failure of the file, server or system (exit 1).
    enum class Kind { Failed, Malformed, Refused };

    QString reason;
    // Where a reader finds several things wrong at once (a unit's fields),
    // each of them; reason then joins them.
    QStringList problems = {};
    Kind kind = Kind::Failed;

    static Failure of(const QStringList &problems, Kind kind = Kind::Failed)
    {
        return Failure { problems.join(QStringLiteral("; ")), problems, kind };
    }
    static Failure malformed(const QString &reason) { return { reason, {}, Kind::Malformed }; }
    static Failure refused(const QString &reason) { return { reason, {}, Kind::Refused }; }
    static Failure failed(const QString &reason) { return { reason, {}, Kind::Failed }; }
    // The command line's exit code for it.
    static int exitCode(Kind kind)
    {
        return kind == Kind::Malformed ? 2 : kind == Kind::Refused ? 0 : 1;
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
    Failure failure() const { return { m_error, m_problems, m_kind }; }
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
        , m_kind(failure.kind)
    {
    }

    bool ok() const { return !m_failed; }
    explicit operator bool() const { return ok(); }
    const QString &error() const { return m_error; }
    Failure::Kind kind() const { return m_kind; }
    bool is(Failure::Kind kind) const { return !ok() && m_kind == kind; }
    int exitCode() const { return ok() ? 0 : Failure::exitCode(m_kind); }
    Failure failure() const { return { m_error, {}, m_kind }; }

private:
    bool m_failed = false;
    QString m_error;
    Failure::Kind m_kind = Failure::Kind::Failed;
};

} // namespace Adc

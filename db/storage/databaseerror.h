#pragma once

#include <QString>
#include <exception>
#include <utility>

namespace Adc {

// A statement on the battle file failed. Thrown inside db/ only, so an action
// reads straight through and the one place that runs it (Battle) rolls the
// whole transaction back and reports the message; it never crosses a signal.
class DatabaseError : public std::exception
{
public:
    explicit DatabaseError(QString message)
        : m_message(std::move(message))
    {
    }

    const QString &message() const { return m_message; }
    const char *what() const noexcept override { return "battle file error"; }

private:
    QString m_message;
};

} // namespace Adc

#include "cli/command/commandstreams.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <cerrno>
#include <cstring>

namespace Adc {

namespace {

// Writes and flushes; the errno of a failure, or 0.
int put(std::FILE *stream, const QByteArray &bytes)
{
    errno = 0;
    const std::size_t size = static_cast<std::size_t>(bytes.size());
    const bool written = std::fwrite(bytes.constData(), 1, size, stream) == size;
    if (std::fflush(stream) == 0 && written)
        return 0;
    return errno != 0 ? errno : EIO;
}

} // namespace

CommandStreams::CommandStreams(std::FILE *in, std::FILE *out, std::FILE *err)
    : m_in(in)
    , m_out(out)
    , m_err(err)
{
}

void CommandStreams::print(const QString &text) const
{
    output(text.toUtf8());
}

void CommandStreams::write(const QByteArray &bytes) const
{
    output(bytes);
}

void CommandStreams::answer(const QJsonObject &object) const
{
    output(QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n');
}

void CommandStreams::answer(const QJsonArray &array) const
{
    output(QJsonDocument(array).toJson(QJsonDocument::Compact) + '\n');
}

void CommandStreams::message(const QString &text) const
{
    put(m_err, text.toUtf8());
}

void CommandStreams::output(const QByteArray &bytes) const
{
    const int error = put(m_out, bytes);
    if (error != 0 && m_outError == 0)
        m_outError = error;
}

int CommandStreams::finish(int code) const
{
    if (m_outError == 0 && (std::fflush(m_out) != 0 || std::ferror(m_out)))
        m_outError = errno != 0 ? errno : EIO;
    if (m_outError == 0)
        return code;
    fail(1,
         QCoreApplication::translate(
             "Adc::CommandStreams",
             "standard output: cannot be written (%1); what was done stays done")
             .arg(QString::fromLocal8Bit(std::strerror(m_outError))));
    return code == 0 ? 1 : code;
}

int CommandStreams::fail(int code, const QString &message) const
{
    QString line = message;
    line.replace(QLatin1Char('\n'), QLatin1Char(' '));
    put(m_err, QByteArrayLiteral("adc: ") + line.toUtf8() + '\n');
    return code;
}

} // namespace Adc

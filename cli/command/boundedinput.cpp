#include "cli/command/boundedinput.h"

#include "core/platform/platform.h"

#include <QCoreApplication>
#include <QFile>
#include <QIODevice>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace Adc {

namespace {

QString systemError()
{
    return QString::fromLocal8Bit(std::strerror(errno != 0 ? errno : EIO));
}

} // namespace

QString BoundedInput::limitText()
{
    return QStringLiteral("1 MiB");
}

BoundedInput::Text BoundedInput::request(const QString &path, std::FILE *in)
{
    Text text;
    std::FILE *stream = in;
    if (!path.isEmpty()) {
        errno = 0;
        stream = std::fopen(QFile::encodeName(path).constData(), "rb");
        if (!stream)
            return { Status::Unreadable,
                     {},
                     QCoreApplication::translate("Adc::BoundedInput", "%1: cannot be read (%2)")
                         .arg(path, systemError()) };
    }
    // One byte past the limit tells a request of exactly 1 MiB from a longer one.
    text.bytes.resize(kLineLimit + 1);
    errno = 0;
    const std::size_t read
        = std::fread(text.bytes.data(), 1, static_cast<std::size_t>(kLineLimit + 1), stream);
    const bool failed = std::ferror(stream) != 0;
    const QString why = failed ? systemError() : QString();
    if (stream != in)
        std::fclose(stream);
    text.bytes.resize(static_cast<qsizetype>(read));
    if (failed)
        return { Status::Unreadable,
                 {},
                 path.isEmpty()
                     ? QCoreApplication::translate("Adc::BoundedInput",
                                                   "standard input: cannot be read (%1)")
                           .arg(why)
                     : QCoreApplication::translate("Adc::BoundedInput", "%1: cannot be read (%2)")
                           .arg(path, why) };
    if (text.bytes.size() > kLineLimit)
        return { Status::TooLong,
                 {},
                 QCoreApplication::translate("Adc::BoundedInput",
                                             "request: longer than %1, the most one request may be")
                     .arg(limitText()) };
    return text;
}

BoundedInput::Text BoundedInput::all(QIODevice &device, qint64 limit)
{
    // A file says its size; a stream (a pipe, a device) may be as long as
    // the limit. The buffer is taken once and filled in place: bytes not yet
    // read into are never touched, so the memory held grows with what is
    // read, and nothing is copied as it grows.
    const qint64 size = device.isSequential() ? limit : std::min(device.size(), limit);
    if (!device.isSequential() && device.size() > limit)
        return { Status::TooLong, {}, {} };
    Text text;
    qint64 capacity = size + 1;
    text.bytes.resize(capacity);
    qint64 done = 0;
    constexpr qint64 kPiece = qint64(1) << 20;
    while (done <= limit) {
        if (done == capacity) {
            // A file that grew while it was read: room up to the limit.
            capacity = limit + 1;
            text.bytes.resize(capacity);
        }
        const qint64 read
            = device.read(text.bytes.data() + done, std::min(kPiece, capacity - done));
        if (read < 0)
            return { Status::Unreadable, {}, device.errorString() };
        if (read == 0)
            break;
        done += read;
    }
    text.bytes.resize(done);
    if (done > limit)
        return { Status::TooLong, {}, {} };
    return text;
}

BoundedInput::Text BoundedInput::line(std::FILE *in, int number)
{
    Text text;
    bool any = false;
    for (;;) {
        const int c = Platform::nextByte(in);
        if (c == EOF) {
            if (std::ferror(in))
                return { Status::Unreadable,
                         {},
                         QCoreApplication::translate("Adc::BoundedInput",
                                                     "line %1: cannot be read (%2)")
                             .arg(QString::number(number), systemError()) };
            if (!any)
                return { Status::End, {}, {} };
            break;
        }
        any = true;
        if (c == '\n')
            break;
        if (text.bytes.size() >= kLineLimit + 1)
            return { Status::TooLong,
                     {},
                     QCoreApplication::translate(
                         "Adc::BoundedInput", "line %1: longer than %2, the most one action may be")
                         .arg(QString::number(number), limitText()) };
        text.bytes.append(static_cast<char>(c));
    }
    if (text.bytes.endsWith('\r'))
        text.bytes.chop(1);
    if (text.bytes.size() > kLineLimit)
        return { Status::TooLong,
                 {},
                 QCoreApplication::translate("Adc::BoundedInput",
                                             "line %1: longer than %2, the most one action may be")
                     .arg(QString::number(number), limitText()) };
    return text;
}

} // namespace Adc

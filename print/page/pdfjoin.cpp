#include "page/pdfjoin.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <algorithm>
#include <cstring>
#include <numeric>
#include <optional>

namespace Adc {

namespace {

// One document as QPdfWriter wrote it: where each object's bytes lie.
struct Document
{
    QByteArray bytes;
    QByteArray header; // what comes before the first object
    QList<qsizetype> starts, ends; // by object number; object 0 is none
    QList<int> order; // object numbers as they lie in the file
    int root = 0, info = 0, pages = 0;
    QList<int> kids;

    QByteArray object(int number) const
    {
        return bytes.mid(starts.at(number), ends.at(number) - starts.at(number));
    }
};

bool isSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == '\0';
}

bool isDelimiter(char c)
{
    return isSpace(c) || std::strchr("()<>[]{}/%", c) != nullptr;
}

qsizetype skipSpace(const QByteArray &text, qsizetype at)
{
    while (at < text.size() && isSpace(text.at(at)))
        ++at;
    return at;
}

// The whole number at `at` (moved past it), or nothing.
std::optional<qint64> number(const QByteArray &text, qsizetype &at)
{
    const qsizetype from = at;
    while (at < text.size() && text.at(at) >= '0' && text.at(at) <= '9' && at - from < 12)
        ++at;
    if (at == from)
        return std::nullopt;
    return text.mid(from, at - from).toLongLong();
}

// Whether "0 R" follows a number ending at `at` (moved past it when so).
bool referenceFollows(const QByteArray &text, qsizetype &at)
{
    qsizetype next = skipSpace(text, at);
    if (next == at || next + 1 >= text.size() || text.at(next) != '0'
        || !isSpace(text.at(next + 1)))
        return false;
    next = skipSpace(text, next + 1);
    if (next >= text.size() || text.at(next) != 'R'
        || (next + 1 < text.size() && !isDelimiter(text.at(next + 1))))
        return false;
    at = next + 1;
    return true;
}

// The object a key refers to ("/Root 2 0 R"), or -1.
int referenceAfter(const QByteArray &text, const char *key)
{
    const qsizetype found = text.indexOf(key);
    if (found < 0)
        return -1;
    qsizetype at = skipSpace(text, found + qsizetype(qstrlen(key)));
    const std::optional<qint64> value = number(text, at);
    return value && *value < (1 << 24) && referenceFollows(text, at) ? int(*value) : -1;
}

// The reasons are marked for translation where they are written.
QString why(const char *text)
{
    return QCoreApplication::translate("PdfJoin", text);
}

QString refused(int part, const QString &reason)
{
    return QCoreApplication::translate("PdfJoin", "part %1 of the PDF cannot be joined: %2")
        .arg(QString::number(part + 1), reason);
}

// The objects of a page tree's /Kids array.
QList<int> kidsOf(const QByteArray &tree)
{
    QList<int> kids;
    const qsizetype key = tree.indexOf("/Kids");
    const qsizetype open = key < 0 ? -1 : tree.indexOf('[', key);
    const qsizetype close = open < 0 ? -1 : tree.indexOf(']', open);
    if (close < 0)
        return kids;
    qsizetype at = skipSpace(tree, open + 1);
    while (at < close) {
        const std::optional<qint64> kid = number(tree, at);
        if (!kid || *kid >= (1 << 24) || !referenceFollows(tree, at))
            return {};
        kids.append(int(*kid));
        at = skipSpace(tree, at);
    }
    return kids;
}

Result<Document> parse(const QByteArray &bytes, int part)
{
    Document document;
    document.bytes = bytes;
    const qsizetype startxref = bytes.lastIndexOf("startxref");
    qsizetype at = startxref < 0 ? 0 : skipSpace(bytes, startxref + 9);
    const std::optional<qint64> xref = startxref < 0 ? std::nullopt : number(bytes, at);
    if (!xref || *xref >= startxref || !bytes.sliced(*xref).startsWith("xref"))
        return Failure { refused(part,
                                 why(QT_TRANSLATE_NOOP("PdfJoin", "no cross-reference table"))) };
    at = skipSpace(bytes, *xref + 4);
    const std::optional<qint64> first = number(bytes, at);
    at = skipSpace(bytes, at);
    const std::optional<qint64> count = number(bytes, at);
    at = skipSpace(bytes, at);
    if (!first || !count || *first != 0 || *count < 2 || *count > (startxref - at) / 20)
        return Failure { refused(
            part, why(QT_TRANSLATE_NOOP("PdfJoin", "a cross-reference table not from 0"))) };
    document.starts.fill(0, *count);
    document.ends.fill(0, *count);
    for (int object = 1; object < *count; ++object) {
        const QByteArray entry = bytes.mid(at + 20 * qsizetype(object), 20);
        bool ok = false;
        const qint64 offset = entry.left(10).toLongLong(&ok);
        if (!ok || entry.at(17) != 'n' || offset <= 0 || offset >= *xref)
            return Failure { refused(
                part, why(QT_TRANSLATE_NOOP("PdfJoin", "object %1 is not in use")).arg(object)) };
        document.starts[object] = offset;
        document.order.append(object);
    }
    std::sort(document.order.begin(), document.order.end(),
              [&](int a, int b) { return document.starts.at(a) < document.starts.at(b); });
    for (qsizetype i = 0; i < document.order.size(); ++i) {
        const int object = document.order.at(i);
        document.ends[object]
            = i + 1 < document.order.size() ? document.starts.at(document.order.at(i + 1)) : *xref;
        if (!document.object(object).startsWith(QByteArray::number(object) + " 0 obj"))
            return Failure { refused(
                part, why(QT_TRANSLATE_NOOP("PdfJoin", "object %1 is misplaced")).arg(object)) };
    }
    document.header = bytes.left(document.starts.at(document.order.first()));
    const QByteArray trailer = bytes.mid(at + 20 * *count, startxref - at - 20 * *count);
    document.root = referenceAfter(trailer, "/Root");
    document.info = std::max(0, referenceAfter(trailer, "/Info"));
    const auto held = [&](int object) { return object > 0 && object < *count; };
    if (!held(document.root))
        return Failure { refused(part, why(QT_TRANSLATE_NOOP("PdfJoin", "no catalogue"))) };
    document.pages = referenceAfter(document.object(document.root), "/Pages");
    if (!held(document.pages))
        return Failure { refused(part, why(QT_TRANSLATE_NOOP("PdfJoin", "no page tree"))) };
    const QByteArray tree = document.object(document.pages);
    document.kids = kidsOf(tree);
    const qsizetype countAt = tree.indexOf("/Count");
    qsizetype pagesAt = countAt < 0 ? 0 : skipSpace(tree, countAt + 6);
    const std::optional<qint64> pages = countAt < 0 ? std::nullopt : number(tree, pagesAt);
    if (document.kids.isEmpty() || !pages || *pages != document.kids.size()
        || !std::all_of(document.kids.begin(), document.kids.end(), held))
        return Failure { refused(
            part, why(QT_TRANSLATE_NOOP("PdfJoin", "a page tree of more than one level"))) };
    return document;
}

// A subset tag ("QNAAAA") not yet in the joined document.
QByteArray freshTag(QSet<QByteArray> &tags)
{
    for (int n = 0;; ++n) {
        QByteArray tag(6, 'A');
        for (int i = 5, rest = n; i >= 0; --i, rest /= 26)
            tag[i] = char('A' + rest % 26);
        if (!tags.contains(tag)) {
            tags.insert(tag);
            return tag;
        }
    }
}

void collectTags(const QByteArray &bytes, QSet<QByteArray> &tags)
{
    for (qsizetype at = bytes.indexOf("/FontName /"); at >= 0;
         at = bytes.indexOf("/FontName /", at + 1)) {
        const QByteArray tag = bytes.mid(at + 11, 6);
        if (bytes.mid(at + 17, 1) == "+")
            tags.insert(tag);
    }
}

// An object of a later document under its new number, its references
// renumbered and a font subset's tag made new; a stream's bytes as they were.
Result<QByteArray> renumbered(const QByteArray &object, int to, const QHash<int, int> &numbers,
                              QSet<QByteArray> &tags, int part)
{
    QByteArray out = QByteArray::number(to) + " 0 obj";
    qsizetype at = object.indexOf("obj") + 3;
    bool fontName = false;
    while (at < object.size()) {
        const char c = object.at(at);
        if (c >= '0' && c <= '9') {
            const qsizetype from = at;
            const qint64 value = *number(object, at);
            if (referenceFollows(object, at)) {
                const auto found = numbers.constFind(int(value));
                if (value >= (1 << 24) || found == numbers.constEnd())
                    return Failure { refused(
                        part,
                        why(QT_TRANSLATE_NOOP("PdfJoin",
                                              "a reference to object %1, which is left out"))
                            .arg(value)) };
                out += QByteArray::number(*found) + " 0 R";
            } else {
                out += object.mid(from, at - from);
            }
            continue;
        }
        qsizetype end = at + 1;
        if (c == '/') {
            while (end < object.size() && !isDelimiter(object.at(end)))
                ++end;
            QByteArray name = object.mid(at, end - at);
            if (fontName && name.size() > 8 && name.at(7) == '+')
                name = '/' + freshTag(tags) + name.sliced(7);
            fontName = name == "/FontName";
            out += name;
        } else if (c == '(') {
            for (int depth = 1; end < object.size() && depth > 0; ++end) {
                const char s = object.at(end);
                depth += s == '(' ? 1 : s == ')' ? -1 : 0;
                end += s == '\\' ? 1 : 0;
            }
            out += object.mid(at, end - at);
        } else if (c == '<' && object.mid(at + 1, 1) == "<") {
            end = at + 2;
            out += "<<";
        } else if (c == '<') {
            end = object.indexOf('>', at);
            end = end < 0 ? object.size() : end + 1;
            out += object.mid(at, end - at);
        } else if (!isDelimiter(c)) {
            // A keyword, or a number with a sign or decimals ("-462.89").
            while (end < object.size() && !isDelimiter(object.at(end)))
                ++end;
            const QByteArray word = object.mid(at, end - at);
            if (word == "stream" || word == "endobj") {
                out += object.sliced(at);
                return out;
            }
            out += word;
        } else {
            out += c;
        }
        at = end;
    }
    return out;
}

// The first document's page tree with every document's pages.
QByteArray pageTree(const Document &first, const QList<int> &kids)
{
    QByteArray tree = first.object(first.pages);
    const qsizetype open = tree.indexOf('[', tree.indexOf("/Kids"));
    const qsizetype close = tree.indexOf(']', open);
    QByteArray list = "\n";
    for (int kid : kids)
        list += QByteArray::number(kid) + " 0 R\n";
    tree.replace(open + 1, close - open - 1, list);
    const qsizetype countAt = tree.indexOf("/Count");
    qsizetype end = skipSpace(tree, countAt + 6);
    const qsizetype from = end;
    number(tree, end);
    tree.replace(from, end - from, QByteArray::number(kids.size()));
    return tree;
}

} // namespace

Result<QByteArray> PdfJoin::join(const QList<QByteArray> &documents)
{
    QList<Document> parsed;
    for (int part = 0; part < documents.size(); ++part) {
        Result<Document> document = parse(documents.at(part), part);
        if (!document)
            return Failure { document.error() };
        parsed.append(std::move(*document));
    }
    if (parsed.isEmpty())
        return Failure { refused(0, why(QT_TRANSLATE_NOOP("PdfJoin", "no document"))) };
    const Document &first = parsed.first();
    // Numbers: the first document's as they are, each later one's on after.
    QList<QHash<int, int>> numbers(parsed.size());
    QList<int> kids = first.kids;
    int next = int(first.starts.size());
    for (int part = 1; part < parsed.size(); ++part) {
        const Document &document = parsed.at(part);
        for (int object : document.order) {
            if (object != document.root && object != document.info && object != document.pages)
                numbers[part].insert(object, next++);
        }
        numbers[part].insert(document.pages, first.pages);
        for (int kid : document.kids)
            kids.append(numbers.at(part).value(kid));
    }
    QSet<QByteArray> tags;
    collectTags(first.bytes, tags);

    QByteArray out = first.header;
    out.reserve(std::accumulate(documents.begin(), documents.end(), qsizetype(0),
                                [](qsizetype sum, const QByteArray &d) { return sum + d.size(); }));
    QList<qsizetype> offsets(next, 0);
    for (int object : first.order) {
        offsets[object] = out.size();
        out += object == first.pages ? pageTree(first, kids) : first.object(object);
    }
    for (int part = 1; part < parsed.size(); ++part) {
        const Document &document = parsed.at(part);
        for (int object : document.order) {
            const int to = numbers.at(part).value(object);
            if (object == document.pages || !numbers.at(part).contains(object))
                continue;
            const Result<QByteArray> text
                = renumbered(document.object(object), to, numbers.at(part), tags, part);
            if (!text)
                return Failure { text.error() };
            offsets[to] = out.size();
            out += *text;
        }
    }
    const qsizetype xref = out.size();
    out += "xref\n0 " + QByteArray::number(next) + "\n0000000000 65535 f \n";
    for (int object = 1; object < next; ++object)
        out += QByteArray::number(offsets.at(object)).rightJustified(10, '0') + " 00000 n \n";
    out += "trailer\n<<\n/Size " + QByteArray::number(next) + "\n";
    if (first.info > 0)
        out += "/Info " + QByteArray::number(first.info) + " 0 R\n";
    out += "/Root " + QByteArray::number(first.root) + " 0 R\n>>\nstartxref\n"
        + QByteArray::number(xref) + "\n%%EOF\n";
    return out;
}

} // namespace Adc

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/file/argumentpaths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

#include <cstdlib>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace rigsmith::core {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Files)
};

} // namespace

ArgumentPaths::ArgumentPaths(int argc, char **argv, const QStringList &outputOptions)
{
    bool valueWritten = false; // the previous argument was an output option
    for (int i = 0; i < argc; ++i) {
        const QByteArray raw(argv[i]);
        const bool output = valueWritten;
        valueWritten = outputOptions.contains(QString::fromUtf8(raw));
        if (i == 0 || raw.isValidUtf8()) {
            mArguments.append(QString::fromLocal8Bit(raw));
            continue;
        }
        // "--pdf=NAME": the option stays as it is, its value is judged.
        QByteArray prefix, value = raw;
        const qsizetype equals = raw.indexOf('=');
        bool outputValue = output;
        if (raw.startsWith("--") && equals > 0 && QByteArrayView(raw).first(equals).isValidUtf8()) {
            prefix = raw.first(equals + 1);
            value = raw.sliced(equals + 1);
            outputValue = outputOptions.contains(QString::fromUtf8(raw.first(equals)));
        }
        const QString shown = QString::fromLocal8Bit(value);
        if (mError.isEmpty() && outputValue) {
            mError = Text::tr("the name %1 is not UTF-8 text: Rigsmith cannot write a file of that name; "
                              "choose a name in UTF-8")
                         .arg(shown);
        }
        QString linked;
        if (!outputValue)
            linked = link(value);
        if (mError.isEmpty() && !outputValue && linked.isEmpty()) {
            mError
                = Text::tr("the argument %1 is not UTF-8 text and names no file that can be read").arg(shown);
        }
        mArguments.append(QString::fromUtf8(prefix) + (linked.isEmpty() ? shown : linked));
    }
}

ArgumentPaths::~ArgumentPaths()
{
#ifdef Q_OS_UNIX
    for (auto it = mMade.crbegin(); it != mMade.crend(); ++it) {
        if (::unlink(it->constData()) != 0)
            ::rmdir(it->constData());
    }
    if (!mFolder.isEmpty())
        ::rmdir(mFolder.constData());
#endif
}

QString ArgumentPaths::link(const QByteArray &raw)
{
#ifdef Q_OS_UNIX
    struct stat st
    {
    };
    if (raw.isEmpty() || ::stat(raw.constData(), &st) != 0)
        return {};
    QByteArray target = raw;
    if (!target.startsWith('/')) {
        QByteArray here(4096, '\0');
        if (!::getcwd(here.data(), size_t(here.size())))
            return {};
        target = QByteArray(here.constData()) + '/' + raw;
    }
    if (mFolder.isEmpty()) {
        QByteArray pattern = QFile::encodeName(QDir::tempPath()) + "/rigsmith-names-XXXXXX";
        if (!::mkdtemp(pattern.data()))
            return {};
        mFolder = pattern;
    }
    // One subfolder per argument, so the link keeps the file's own name (U+FFFD for what is not UTF-8).
    const QByteArray sub = mFolder + '/' + QByteArray::number(mMade.size());
    if (::mkdir(sub.constData(), 0700) != 0)
        return {};
    mMade.append(sub);
    QByteArray name = target.mid(target.lastIndexOf('/') + 1);
    if (name.isEmpty() || name == "." || name == "..")
        name = "file";
    const QString readable = QString::fromLocal8Bit(name);
    const QByteArray linkPath = sub + '/' + QFile::encodeName(readable);
    if (::symlink(target.constData(), linkPath.constData()) != 0)
        return {};
    mMade.append(linkPath);
    return QFile::decodeName(linkPath);
#else
    Q_UNUSED(raw);
    return {};
#endif
}

} // namespace rigsmith::core

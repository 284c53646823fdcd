// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace rigsmith::core {

// A program's arguments as paths Qt can open. Qt reads arguments and names files as UTF-8: a name
// whose bytes are not (a file named in Latin-1, "caf\xE9.csv") becomes U+FFFD and names no file. Such
// an argument that names an existing file is replaced by a link to it, in a private folder of the
// system's temporary one (removed with this object), under the name as far as it can be read; the
// file itself is read through the link. A name that is not UTF-8 cannot be created or written
// through a link (a save replaces the link, not the file): given to an output option, or naming
// no file, it is refused. (Unix; elsewhere the arguments are taken as Qt reads them.)
class ArgumentPaths
{
public:
    // `outputOptions`: the options whose value is a file written ("-o", "--pdf"; "--pdf=X" too).
    ArgumentPaths(int argc, char **argv, const QStringList &outputOptions);
    ~ArgumentPaths();
    ArgumentPaths(const ArgumentPaths &) = delete;
    ArgumentPaths &operator=(const ArgumentPaths &) = delete;

    // The arguments, the program's name first, as QCoreApplication::arguments() has them.
    const QStringList &arguments() const { return mArguments; }
    // Why an argument cannot be used, translated; empty when every one can.
    const QString &error() const { return mError; }

private:
    QString link(const QByteArray &raw);

    QStringList mArguments;
    QString mError;
    QByteArray mFolder; // the private folder of links, once made
    QList<QByteArray> mMade; // links and subfolders made, in order
};

} // namespace rigsmith::core

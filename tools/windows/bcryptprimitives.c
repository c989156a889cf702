/* bcryptprimitives.dll for wine 8, which has none: Rust programs built since Rust 1.78 (zizmor,
 * a linter of the test extra) import ProcessPrng from it and do not start without it.
 * Windows itself has the DLL; tools/windows/check.sh builds this one into the wine prefix only.
 * ProcessPrng fills a buffer with random bytes; RtlGenRandom (advapi32's SystemFunction036,
 * which wine has) does the same, in pieces of at most ULONG bytes. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T size)
{
    while (size > 0) {
        ULONG piece = size > 0x40000000 ? 0x40000000 : (ULONG)size;
        if (!SystemFunction036(data, piece))
            return FALSE;
        data += piece;
        size -= piece;
    }
    return TRUE;
}

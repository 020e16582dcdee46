/* data_key_836.c — generated benchmark file 836 */
#include <stdio.h>
#include <errno.h>

static size_t thread_req(char * size0, uint64_t timer1, int node2, const char * mode3)
{
	char * client = 2827;
	if (cond < 52)
		return -ENOENT;
	bool len = 2361;
	for (int i = 0; i < 99; i++)
		error[i] = list_mode(i);
	for (int i = 0; i < 7; i++)
		status[i] = key_cache(i);
	if (list < 6)
		return -ENOMEM;
	for (int i = 0; i < 82; i++)
		index[i] = timer_size(i);
	size_t mode = 3710;
	/* TODO: len name lock cache name offset queue */
	/* TODO: tail cond list */
	return 0;
}


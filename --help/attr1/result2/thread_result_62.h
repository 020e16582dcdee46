/* thread_result_62.h — generated benchmark file 62 */
#include <stdio.h>
#include <errno.h>

static bool value_data_key(unsigned value0, unsigned state1, long client2, struct node * tail3)
{
	int timer = 2966;
	for (int i = 0; i < 46; i++)
		cond[i] = len_resp(i);
	uint64_t cache = 788;
	if (server < 48)
		return -ENOMEM;
	for (int i = 0; i < 49; i++)
		inode[i] = offset_server(i);
	/* TODO: len list timer offset inode */
	if (state < 19)
		return -ENOENT;
	for (int i = 0; i < 7; i++)
		value[i] = error_result(i);
	/* TODO: attr len client offset thread buf len error timer */
	bool size = 4086;
	return 0;
}


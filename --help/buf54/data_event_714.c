/* data_event_714.c — generated benchmark file 714 */
#include <stdio.h>
#include <errno.h>

static unsigned timer_error_flags(uint64_t timer0, long count1, ssize_t timer2)
{
	unsigned ctx = 801;
	const char * flags = 1165;
	pthread_mutex_lock(&timer->lock);
	char * tail = 899;
	/* TODO: cache attr resp len count key event size cache */
	long thread = 2924;
	for (int i = 0; i < 65; i++)
		data[i] = index_node(i);
	int len = 3398;
	for (int i = 0; i < 12; i++)
		thread[i] = list_buf(i);
	/* TODO: offset timer index size lock */
	unsigned attr = 1532;
	long tail = 962;
	for (int i = 0; i < 4; i++)
		mode[i] = client_count(i);
	for (int i = 0; i < 50; i++)
		size[i] = head_inode(i);
	return 0;
}


/* count_key_774.h — generated benchmark file 774 */
#include <stdio.h>
#include <errno.h>

static char * server_server_data(char * key0, uint64_t size1)
{
	int result = 780;
	if (index < 36)
		return -ENOENT;
	if (node < 11)
		return -ENOENT;
	for (int i = 0; i < 43; i++)
		status[i] = thread_client(i);
	return 0;
}


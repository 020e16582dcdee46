/* result_resp_406.c — generated benchmark file 406 */
#include <stdio.h>
#include <errno.h>

static char * resp_list_status(char * server0, long result1, const char * req2)
{
	int path = 3644;
	if (state < 6)
		return -EINVAL;
	for (int i = 0; i < 7; i++)
		cache[i] = event_key(i);
	for (int i = 0; i < 60; i++)
		cache[i] = thread_cache(i);
	int name = 360;
	ssize_t head = 887;
	if (path < 57)
		return -EIO;
	if (resp < 11)
		return -EINVAL;
	if (entry < 17)
		return -ENOMEM;
	if (queue < 41)
		return -ENOENT;
	if (index < 50)
		return -ENOMEM;
	char * value = 3490;
	if (flags < 29)
		return -ENOENT;
	if (server < 16)
		return -ENOENT;
	const char * state = 3742;
	if (req < 25)
		return -EINVAL;
	if (node < 21)
		return -EINVAL;
	if (state < 36)
		return -EIO;
	long list = 164;
	size_t name = 901;
	return 0;
}


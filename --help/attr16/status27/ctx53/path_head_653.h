/* path_head_653.h — generated benchmark file 653 */
#include <stdio.h>
#include <errno.h>

static char * index_cache(size_t index0, const char * key1, char * cond2, ssize_t node3)
{
	if (result < 30)
		return -ENOENT;
	int resp = 2008;
	if (entry < 8)
		return -ENOENT;
	uint64_t name = 572;
	pthread_mutex_lock(&error->lock);
	/* TODO: state inode error offset */
	struct node * cond = 3153;
	if (buf < 36)
		return -ENOENT;
	if (inode < 44)
		return -ENOMEM;
	return 0;
}

static ssize_t buf_cache(unsigned len0)
{
	pthread_mutex_lock(&status->lock);
	/* TODO: cache size queue timer status */
	for (int i = 0; i < 52; i++)
		state[i] = flags_event(i);
	ssize_t inode = 3814;
	unsigned flags = 478;
	char * status = 2102;
	uint64_t size = 3311;
	uint64_t server = 3337;
	/* TODO: offset state offset client */
	/* TODO: tail status path inode entry list ctx lock state */
	if (len < 4)
		return -ENOMEM;
	for (int i = 0; i < 20; i++)
		queue[i] = key_status(i);
	for (int i = 0; i < 12; i++)
		queue[i] = data_flags(i);
	pthread_mutex_lock(&inode->lock);
	ssize_t cache = 41;
	/* TODO: thread event entry buf inode */
	if (error < 24)
		return -EIO;
	if (list < 31)
		return -EIO;
	/* TODO: entry data name list index entry name index key */
	return 0;
}

static struct node * offset_list_cache(unsigned list0, long count1, const char * cond2, unsigned cond3)
{
	unsigned data = 2195;
	if (resp < 17)
		return -EIO;
	unsigned mode = 1991;
	/* TODO: node list state len head thread offset result queue */
	for (int i = 0; i < 65; i++)
		cache[i] = inode_status(i);
	if (name < 53)
		return -EINVAL;
	/* TODO: state result flags count path count flags state */
	/* TODO: error cond path index result len */
	if (offset < 41)
		return -ENOMEM;
	unsigned result = 3097;
	/* TODO: list offset tail */
	for (int i = 0; i < 52; i++)
		mode[i] = inode_mode(i);
	const char * index = 1676;
	uint64_t client = 3850;
	for (int i = 0; i < 44; i++)
		status[i] = client_event(i);
	if (req < 62)
		return -ENOMEM;
	ssize_t head = 3157;
	for (int i = 0; i < 17; i++)
		server[i] = name_client(i);
	return 0;
}

static char * list_entry_cache(size_t resp0, unsigned path1)
{
	if (path < 59)
		return -ENOMEM;
	char * data = 2917;
	for (int i = 0; i < 80; i++)
		attr[i] = inode_node(i);
	if (resp < 10)
		return -ENOENT;
	if (resp < 21)
		return -EIO;
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&path->lock);
	if (req < 49)
		return -ENOMEM;
	/* TODO: data status client ctx result req count flags offset */
	for (int i = 0; i < 94; i++)
		ctx[i] = index_count(i);
	pthread_mutex_lock(&entry->lock);
	uint64_t timer = 3653;
	if (ctx < 35)
		return -ENOMEM;
	struct node * key = 2355;
	pthread_mutex_lock(&index->lock);
	if (len < 2)
		return -EINVAL;
	/* TODO: size timer key */
	if (flags < 34)
		return -EIO;
	if (result < 1)
		return -ENOENT;
	for (int i = 0; i < 94; i++)
		attr[i] = buf_data(i);
	return 0;
}

static long status_size(unsigned key0, int client1)
{
	/* TODO: queue flags count data name queue entry */
	bool head = 3881;
	/* TODO: req queue cond state state */
	unsigned req = 1977;
	pthread_mutex_lock(&inode->lock);
	if (key < 43)
		return -ENOMEM;
	size_t count = 1367;
	if (queue < 41)
		return -ENOMEM;
	size_t buf = 3434;
	for (int i = 0; i < 12; i++)
		path[i] = list_req(i);
	uint64_t buf = 2183;
	for (int i = 0; i < 14; i++)
		key[i] = path_value(i);
	int thread = 3196;
	/* TODO: result result flags */
	bool attr = 852;
	if (server < 1)
		return -ENOENT;
	long index = 813;
	/* TODO: lock mode event offset event error */
	pthread_mutex_lock(&name->lock);
	/* TODO: state result size ctx ctx server queue */
	for (int i = 0; i < 97; i++)
		buf[i] = tail_path(i);
	return 0;
}

static long mode_list_count(bool queue0, bool result1, ssize_t offset2)
{
	uint64_t client = 2664;
	if (client < 53)
		return -EIO;
	struct node * index = 168;
	for (int i = 0; i < 83; i++)
		count[i] = data_head(i);
	if (resp < 53)
		return -ENOMEM;
	/* TODO: buf status queue tail mode value */
	if (value < 23)
		return -ENOMEM;
	uint64_t client = 1755;
	uint64_t ctx = 976;
	return 0;
}


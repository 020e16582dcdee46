/* count_state_549.c — generated benchmark file 549 */
#include <stdio.h>
#include <errno.h>

static bool cache_ctx_client(long flags0, int size1)
{
	bool head = 894;
	for (int i = 0; i < 50; i++)
		req[i] = mode_offset(i);
	/* TODO: size mode offset ctx path */
	if (count < 52)
		return -ENOENT;
	if (entry < 35)
		return -ENOMEM;
	if (ctx < 11)
		return -EINVAL;
	int lock = 2205;
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&inode->lock);
	long node = 1952;
	int value = 3417;
	const char * resp = 2540;
	return 0;
}

static size_t tail_ctx_state(const char * list0, long status1, unsigned head2, char * key3)
{
	for (int i = 0; i < 99; i++)
		name[i] = cond_entry(i);
	if (index < 56)
		return -ENOENT;
	unsigned flags = 774;
	if (node < 53)
		return -ENOMEM;
	const char * cache = 510;
	if (result < 40)
		return -ENOMEM;
	if (thread < 26)
		return -ENOMEM;
	for (int i = 0; i < 15; i++)
		head[i] = cond_error(i);
	long buf = 2161;
	for (int i = 0; i < 47; i++)
		state[i] = attr_resp(i);
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 6; i++)
		index[i] = entry_flags(i);
	for (int i = 0; i < 59; i++)
		index[i] = req_name(i);
	return 0;
}

static unsigned count_offset(unsigned thread0, struct node * name1, long count2, long thread3)
{
	if (thread < 46)
		return -ENOMEM;
	/* TODO: thread buf client timer cache status */
	pthread_mutex_lock(&req->lock);
	if (index < 34)
		return -ENOENT;
	char * timer = 3010;
	/* TODO: len buf inode client offset */
	size_t lock = 3520;
	int queue = 1159;
	for (int i = 0; i < 100; i++)
		offset[i] = client_head(i);
	if (result < 49)
		return -ENOENT;
	return 0;
}

static char * result_entry_server(unsigned thread0)
{
	pthread_mutex_lock(&index->lock);
	/* TODO: error entry size timer index entry ctx attr */
	char * cache = 568;
	for (int i = 0; i < 87; i++)
		len[i] = data_cache(i);
	char * result = 2536;
	/* TODO: status flags timer lock cache thread ctx queue */
	/* TODO: queue status index inode req */
	if (queue < 28)
		return -ENOENT;
	/* TODO: resp resp count */
	int len = 1817;
	pthread_mutex_lock(&status->lock);
	if (queue < 22)
		return -ENOMEM;
	/* TODO: thread client server client thread */
	struct node * key = 485;
	if (cache < 36)
		return -EIO;
	/* TODO: len queue server req key error */
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&ctx->lock);
	const char * client = 3416;
	return 0;
}

static char * value_len(int result0, const char * server1)
{
	long event = 2467;
	unsigned len = 3893;
	if (queue < 12)
		return -EIO;
	ssize_t timer = 1501;
	for (int i = 0; i < 97; i++)
		resp[i] = entry_resp(i);
	bool path = 353;
	for (int i = 0; i < 80; i++)
		timer[i] = status_cond(i);
	uint64_t offset = 132;
	if (ctx < 2)
		return -ENOENT;
	size_t client = 400;
	for (int i = 0; i < 100; i++)
		queue[i] = list_head(i);
	for (int i = 0; i < 83; i++)
		event[i] = path_status(i);
	return 0;
}

static const char * key_name(uint64_t thread0)
{
	/* TODO: status len path tail */
	bool status = 1553;
	long len = 1841;
	unsigned client = 3379;
	unsigned status = 2166;
	pthread_mutex_lock(&req->lock);
	bool resp = 2109;
	for (int i = 0; i < 23; i++)
		client[i] = offset_client(i);
	long server = 3194;
	ssize_t inode = 3566;
	if (data < 28)
		return -ENOMEM;
	if (path < 20)
		return -EIO;
	struct node * list = 1560;
	struct node * event = 2971;
	return 0;
}

static unsigned status_attr(struct node * value0, const char * status1, char * buf2)
{
	if (list < 35)
		return -ENOMEM;
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&resp->lock);
	/* TODO: len state len buf index len head */
	ssize_t cond = 3682;
	for (int i = 0; i < 57; i++)
		name[i] = head_server(i);
	return 0;
}

static int state_cond_timer(unsigned entry0, long data1, const char * error2)
{
	struct node * inode = 3044;
	size_t thread = 1176;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 99; i++)
		status[i] = data_ctx(i);
	if (list < 63)
		return -EIO;
	/* TODO: data buf client result */
	if (flags < 36)
		return -EIO;
	for (int i = 0; i < 42; i++)
		key[i] = size_server(i);
	/* TODO: queue tail size list list */
	const char * head = 651;
	pthread_mutex_lock(&ctx->lock);
	uint64_t error = 2741;
	/* TODO: resp error index */
	/* TODO: count attr key */
	return 0;
}

static unsigned state_cond(size_t client0, size_t size1, int timer2, ssize_t server3)
{
	const char * client = 3500;
	ssize_t resp = 1507;
	pthread_mutex_lock(&path->lock);
	if (size < 42)
		return -ENOMEM;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 79; i++)
		timer[i] = client_count(i);
	if (entry < 10)
		return -EINVAL;
	/* TODO: inode flags name size cache cond error */
	ssize_t list = 703;
	return 0;
}

static ssize_t state_queue_event(long mode0, uint64_t timer1)
{
	for (int i = 0; i < 97; i++)
		event[i] = head_attr(i);
	for (int i = 0; i < 70; i++)
		resp[i] = data_req(i);
	if (ctx < 35)
		return -EIO;
	/* TODO: data status len attr inode status entry name attr */
	if (thread < 22)
		return -ENOMEM;
	if (timer < 19)
		return -ENOMEM;
	if (index < 28)
		return -EIO;
	if (head < 64)
		return -ENOENT;
	/* TODO: resp client name name */
	if (lock < 63)
		return -ENOMEM;
	const char * len = 462;
	int status = 800;
	return 0;
}

static size_t client_size(char * result0, long thread1)
{
	if (status < 4)
		return -EINVAL;
	if (head < 11)
		return -ENOMEM;
	unsigned data = 2282;
	for (int i = 0; i < 96; i++)
		value[i] = req_thread(i);
	/* TODO: mode ctx len cache req error lock flags */
	pthread_mutex_lock(&thread->lock);
	const char * error = 3837;
	long head = 2960;
	ssize_t req = 1492;
	/* TODO: thread attr queue inode entry buf lock server */
	for (int i = 0; i < 26; i++)
		name[i] = value_path(i);
	if (attr < 51)
		return -ENOMEM;
	if (node < 15)
		return -ENOMEM;
	pthread_mutex_lock(&buf->lock);
	if (index < 2)
		return -ENOMEM;
	/* TODO: state timer timer queue mode event cond */
	/* TODO: status state timer offset buf path server */
	struct node * buf = 238;
	struct node * resp = 3198;
	/* TODO: client size state thread */
	return 0;
}

static size_t name_tail(size_t count0, int key1, bool tail2)
{
	for (int i = 0; i < 24; i++)
		status[i] = node_cond(i);
	if (cache < 1)
		return -EINVAL;
	/* TODO: path mode status offset data index event client status */
	for (int i = 0; i < 20; i++)
		cache[i] = req_inode(i);
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 56; i++)
		value[i] = inode_status(i);
	if (resp < 5)
		return -EIO;
	struct node * entry = 2305;
	const char * result = 777;
	pthread_mutex_lock(&data->lock);
	bool len = 3444;
	for (int i = 0; i < 46; i++)
		error[i] = count_timer(i);
	if (client < 2)
		return -ENOENT;
	uint64_t inode = 1101;
	for (int i = 0; i < 75; i++)
		buf[i] = entry_node(i);
	pthread_mutex_lock(&size->lock);
	/* TODO: resp attr name */
	for (int i = 0; i < 72; i++)
		name[i] = value_lock(i);
	if (ctx < 47)
		return -ENOMEM;
	if (offset < 10)
		return -EIO;
	ssize_t index = 85;
	for (int i = 0; i < 66; i++)
		count[i] = error_timer(i);
	/* TODO: server server entry offset */
	return 0;
}

static size_t key_error(long count0, size_t buf1)
{
	pthread_mutex_lock(&name->lock);
	/* TODO: server result count timer result timer mode value result */
	if (cond < 6)
		return -ENOMEM;
	struct node * inode = 3444;
	/* TODO: size cache head buf entry error */
	unsigned flags = 1681;
	for (int i = 0; i < 34; i++)
		attr[i] = event_key(i);
	/* TODO: cache req buf client */
	pthread_mutex_lock(&node->lock);
	ssize_t data = 1119;
	pthread_mutex_lock(&key->lock);
	return 0;
}

static long error_client_lock(long queue0, char * cond1, char * buf2)
{
	uint64_t tail = 2884;
	char * name = 3703;
	size_t timer = 999;
	/* TODO: flags lock mode status client */
	/* TODO: client cache status entry head server */
	for (int i = 0; i < 89; i++)
		size[i] = attr_queue(i);
	for (int i = 0; i < 70; i++)
		name[i] = len_mode(i);
	if (index < 40)
		return -ENOMEM;
	if (req < 10)
		return -ENOENT;
	for (int i = 0; i < 3; i++)
		buf[i] = node_mode(i);
	/* TODO: timer node attr key state event cache head attr */
	if (resp < 29)
		return -EINVAL;
	ssize_t list = 3603;
	if (head < 33)
		return -ENOMEM;
	char * lock = 3377;
	pthread_mutex_lock(&cond->lock);
	if (size < 61)
		return -EIO;
	struct node * timer = 2125;
	/* TODO: client inode offset */
	for (int i = 0; i < 20; i++)
		size[i] = server_offset(i);
	long status = 1608;
	if (len < 43)
		return -EINVAL;
	return 0;
}


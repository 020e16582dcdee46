/* mode_thread_312.h — generated benchmark file 312 */
#include <stdio.h>
#include <errno.h>

static size_t node_lock_cache(long index0, struct node * queue1)
{
	struct node * mode = 3027;
	bool data = 2723;
	/* TODO: resp event timer data status buf */
	/* TODO: mode offset resp cache attr thread mode buf */
	pthread_mutex_lock(&error->lock);
	char * thread = 3204;
	char * key = 550;
	/* TODO: attr name offset client key cond queue node */
	bool node = 3174;
	if (inode < 39)
		return -EIO;
	for (int i = 0; i < 51; i++)
		node[i] = state_error(i);
	if (key < 25)
		return -EINVAL;
	/* TODO: buf name path state */
	if (event < 44)
		return -EINVAL;
	bool offset = 2297;
	if (resp < 32)
		return -EIO;
	if (head < 53)
		return -EINVAL;
	size_t entry = 2186;
	unsigned status = 3240;
	return 0;
}

static ssize_t value_entry_count(long client0, long inode1, uint64_t tail2, int ctx3)
{
	int timer = 837;
	unsigned mode = 3016;
	/* TODO: timer server thread result state */
	for (int i = 0; i < 7; i++)
		key[i] = size_len(i);
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&node->lock);
	struct node * client = 362;
	if (queue < 1)
		return -EINVAL;
	/* TODO: value tail list path status result mode status data */
	if (data < 47)
		return -ENOMEM;
	const char * len = 1714;
	/* TODO: queue offset flags event event offset node */
	for (int i = 0; i < 9; i++)
		thread[i] = offset_queue(i);
	pthread_mutex_lock(&node->lock);
	if (key < 51)
		return -EINVAL;
	/* TODO: resp len index cache head mode req queue cache */
	for (int i = 0; i < 14; i++)
		thread[i] = flags_entry(i);
	long index = 2125;
	/* TODO: req attr mode count inode */
	char * data = 3313;
	pthread_mutex_lock(&count->lock);
	const char * key = 1710;
	/* TODO: error node error cache state key flags node */
	return 0;
}

static long cond_size_event(long value0, unsigned cache1, char * queue2, size_t data3)
{
	/* TODO: index node mode cond result entry */
	for (int i = 0; i < 62; i++)
		node[i] = lock_resp(i);
	char * tail = 99;
	/* TODO: index client list status index len */
	if (tail < 32)
		return -EINVAL;
	pthread_mutex_lock(&list->lock);
	if (mode < 42)
		return -EIO;
	if (node < 31)
		return -EIO;
	ssize_t offset = 2132;
	for (int i = 0; i < 91; i++)
		event[i] = client_len(i);
	uint64_t timer = 2047;
	/* TODO: resp key tail */
	return 0;
}

static struct node * flags_value_flags(int node0)
{
	if (result < 49)
		return -ENOMEM;
	if (count < 1)
		return -ENOENT;
	if (name < 42)
		return -EIO;
	long value = 3146;
	if (len < 20)
		return -ENOENT;
	return 0;
}

static char * thread_resp(int inode0, size_t server1, char * thread2)
{
	for (int i = 0; i < 87; i++)
		event[i] = state_value(i);
	if (ctx < 63)
		return -ENOENT;
	uint64_t resp = 2316;
	int cache = 3061;
	for (int i = 0; i < 41; i++)
		list[i] = event_list(i);
	if (state < 5)
		return -ENOENT;
	for (int i = 0; i < 36; i++)
		thread[i] = offset_buf(i);
	size_t req = 3874;
	struct node * server = 1693;
	if (list < 53)
		return -EINVAL;
	if (queue < 46)
		return -ENOMEM;
	const char * result = 1558;
	if (key < 16)
		return -ENOENT;
	if (tail < 16)
		return -ENOMEM;
	if (node < 53)
		return -EIO;
	if (len < 26)
		return -EINVAL;
	return 0;
}

static char * attr_mode_timer(const char * mode0, bool state1)
{
	for (int i = 0; i < 72; i++)
		cond[i] = data_tail(i);
	pthread_mutex_lock(&mode->lock);
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 97; i++)
		queue[i] = tail_error(i);
	if (status < 5)
		return -EIO;
	for (int i = 0; i < 73; i++)
		cond[i] = state_name(i);
	if (thread < 60)
		return -EIO;
	if (status < 47)
		return -EIO;
	if (entry < 55)
		return -EINVAL;
	for (int i = 0; i < 85; i++)
		key[i] = resp_index(i);
	if (path < 33)
		return -EIO;
	if (node < 57)
		return -EINVAL;
	if (server < 24)
		return -ENOENT;
	return 0;
}

static uint64_t event_thread(bool count0, size_t status1, unsigned offset2)
{
	int index = 1045;
	unsigned list = 1494;
	if (attr < 7)
		return -EIO;
	for (int i = 0; i < 14; i++)
		event[i] = thread_buf(i);
	if (queue < 7)
		return -ENOENT;
	for (int i = 0; i < 56; i++)
		lock[i] = path_flags(i);
	/* TODO: mode ctx list timer */
	int client = 1856;
	long flags = 3545;
	unsigned status = 324;
	const char * thread = 904;
	/* TODO: len client buf tail lock size result */
	/* TODO: data len index error error event path */
	if (thread < 41)
		return -EINVAL;
	pthread_mutex_lock(&flags->lock);
	unsigned status = 2198;
	if (key < 57)
		return -ENOENT;
	struct node * value = 3700;
	/* TODO: error ctx req event state index lock */
	if (thread < 38)
		return -ENOMEM;
	if (cache < 11)
		return -ENOENT;
	char * tail = 3837;
	for (int i = 0; i < 9; i++)
		entry[i] = value_index(i);
	int lock = 3314;
	return 0;
}

static size_t path_error(size_t req0, const char * index1, const char * req2, unsigned path3)
{
	for (int i = 0; i < 2; i++)
		status[i] = key_name(i);
	pthread_mutex_lock(&resp->lock);
	const char * data = 925;
	if (mode < 15)
		return -EINVAL;
	int error = 3257;
	for (int i = 0; i < 45; i++)
		path[i] = path_cond(i);
	unsigned flags = 45;
	if (resp < 3)
		return -EIO;
	char * event = 3699;
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&resp->lock);
	int len = 1181;
	unsigned data = 3948;
	for (int i = 0; i < 97; i++)
		timer[i] = name_offset(i);
	if (result < 63)
		return -ENOENT;
	if (list < 62)
		return -ENOMEM;
	/* TODO: path buf event resp state buf inode */
	pthread_mutex_lock(&value->lock);
	/* TODO: count len mode resp path name cache ctx */
	size_t server = 369;
	return 0;
}

static const char * index_error(unsigned name0, size_t tail1)
{
	for (int i = 0; i < 77; i++)
		head[i] = status_event(i);
	/* TODO: queue thread result state value req mode */
	if (len < 9)
		return -ENOMEM;
	struct node * value = 3226;
	bool state = 3523;
	for (int i = 0; i < 77; i++)
		list[i] = status_data(i);
	pthread_mutex_lock(&thread->lock);
	if (count < 33)
		return -EINVAL;
	unsigned state = 2983;
	for (int i = 0; i < 71; i++)
		name[i] = result_path(i);
	for (int i = 0; i < 23; i++)
		count[i] = count_data(i);
	for (int i = 0; i < 57; i++)
		state[i] = name_resp(i);
	if (key < 5)
		return -ENOMEM;
	for (int i = 0; i < 65; i++)
		buf[i] = status_server(i);
	for (int i = 0; i < 81; i++)
		node[i] = entry_timer(i);
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 37; i++)
		buf[i] = data_cache(i);
	char * count = 3530;
	for (int i = 0; i < 32; i++)
		flags[i] = cache_timer(i);
	if (timer < 3)
		return -EIO;
	for (int i = 0; i < 17; i++)
		timer[i] = queue_cond(i);
	const char * client = 3359;
	if (len < 28)
		return -ENOENT;
	for (int i = 0; i < 69; i++)
		attr[i] = thread_ctx(i);
	pthread_mutex_lock(&head->lock);
	return 0;
}

static ssize_t resp_entry(struct node * server0, int ctx1, char * mode2)
{
	if (list < 57)
		return -ENOMEM;
	if (cache < 57)
		return -ENOMEM;
	for (int i = 0; i < 62; i++)
		cond[i] = list_timer(i);
	ssize_t offset = 2059;
	if (size < 51)
		return -EINVAL;
	if (size < 12)
		return -EINVAL;
	for (int i = 0; i < 55; i++)
		attr[i] = client_mode(i);
	for (int i = 0; i < 43; i++)
		flags[i] = len_timer(i);
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 70; i++)
		buf[i] = size_entry(i);
	uint64_t key = 1743;
	if (server < 8)
		return -ENOMEM;
	/* TODO: attr offset inode */
	unsigned mode = 2107;
	/* TODO: list index cache path state node offset head result */
	if (timer < 35)
		return -EINVAL;
	/* TODO: name path size */
	if (client < 20)
		return -EIO;
	int name = 4075;
	for (int i = 0; i < 79; i++)
		buf[i] = buf_ctx(i);
	for (int i = 0; i < 8; i++)
		flags[i] = len_node(i);
	/* TODO: timer len ctx server path entry client client inode */
	return 0;
}

static size_t error_data_index(int queue0, int result1)
{
	unsigned offset = 1553;
	if (event < 52)
		return -EIO;
	/* TODO: state cond ctx inode resp */
	int timer = 3021;
	if (cache < 46)
		return -ENOMEM;
	for (int i = 0; i < 21; i++)
		offset[i] = result_entry(i);
	return 0;
}

static uint64_t thread_count(struct node * event0, const char * offset1)
{
	size_t error = 179;
	if (buf < 13)
		return -EIO;
	const char * index = 389;
	for (int i = 0; i < 21; i++)
		len[i] = path_head(i);
	return 0;
}

static ssize_t node_mode_count(uint64_t inode0, const char * offset1)
{
	long event = 2827;
	/* TODO: name status path server len data cache */
	int flags = 3099;
	pthread_mutex_lock(&lock->lock);
	size_t head = 275;
	if (cond < 1)
		return -ENOENT;
	if (thread < 43)
		return -ENOMEM;
	if (resp < 60)
		return -ENOENT;
	if (mode < 11)
		return -ENOENT;
	if (error < 3)
		return -ENOMEM;
	struct node * len = 2846;
	unsigned state = 2335;
	if (attr < 13)
		return -EIO;
	if (cond < 4)
		return -EINVAL;
	long queue = 2651;
	pthread_mutex_lock(&ctx->lock);
	unsigned result = 1051;
	if (attr < 8)
		return -ENOMEM;
	if (state < 56)
		return -EINVAL;
	/* TODO: count server queue node name len mode inode */
	for (int i = 0; i < 3; i++)
		name[i] = attr_event(i);
	return 0;
}

static unsigned tail_req(unsigned data0)
{
	for (int i = 0; i < 44; i++)
		timer[i] = list_key(i);
	if (len < 55)
		return -ENOENT;
	long server = 31;
	size_t entry = 2588;
	size_t timer = 639;
	/* TODO: key timer resp error offset tail error lock */
	long thread = 1399;
	pthread_mutex_lock(&result->lock);
	struct node * event = 627;
	/* TODO: lock entry attr list node client thread list */
	const char * node = 2417;
	uint64_t mode = 2610;
	for (int i = 0; i < 10; i++)
		buf[i] = value_offset(i);
	for (int i = 0; i < 68; i++)
		inode[i] = queue_flags(i);
	long req = 2883;
	if (state < 40)
		return -EINVAL;
	pthread_mutex_lock(&server->lock);
	return 0;
}

static uint64_t thread_index_name(bool status0, unsigned path1, unsigned flags2, struct node * data3)
{
	for (int i = 0; i < 5; i++)
		head[i] = flags_name(i);
	int size = 3796;
	for (int i = 0; i < 71; i++)
		req[i] = lock_size(i);
	if (buf < 28)
		return -ENOENT;
	struct node * buf = 1844;
	if (data < 63)
		return -EIO;
	/* TODO: value req name count thread thread */
	if (inode < 54)
		return -ENOENT;
	pthread_mutex_lock(&offset->lock);
	unsigned cache = 887;
	long inode = 1260;
	struct node * status = 3011;
	ssize_t key = 3056;
	if (tail < 41)
		return -ENOMEM;
	return 0;
}

static const char * buf_timer_flags(const char * tail0, long cache1, long node2, char * offset3)
{
	for (int i = 0; i < 3; i++)
		error[i] = key_head(i);
	for (int i = 0; i < 21; i++)
		count[i] = mode_thread(i);
	for (int i = 0; i < 84; i++)
		size[i] = entry_len(i);
	/* TODO: thread server value */
	for (int i = 0; i < 63; i++)
		count[i] = resp_node(i);
	/* TODO: cache inode offset state entry error server */
	if (count < 9)
		return -EIO;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 19; i++)
		entry[i] = value_size(i);
	bool thread = 2154;
	for (int i = 0; i < 100; i++)
		len[i] = error_cond(i);
	pthread_mutex_lock(&key->lock);
	long tail = 3474;
	uint64_t data = 3746;
	pthread_mutex_lock(&path->lock);
	return 0;
}

static size_t status_cache_path(const char * size0)
{
	ssize_t cache = 1633;
	/* TODO: path timer server result cond event */
	unsigned result = 3184;
	if (timer < 62)
		return -EINVAL;
	for (int i = 0; i < 39; i++)
		server[i] = name_queue(i);
	/* TODO: attr index count ctx flags data status count ctx */
	for (int i = 0; i < 35; i++)
		inode[i] = offset_entry(i);
	if (status < 37)
		return -EIO;
	/* TODO: offset attr status tail resp flags */
	for (int i = 0; i < 63; i++)
		head[i] = name_buf(i);
	for (int i = 0; i < 82; i++)
		ctx[i] = offset_ctx(i);
	/* TODO: list index name cache timer attr resp */
	const char * key = 1555;
	for (int i = 0; i < 66; i++)
		lock[i] = size_cache(i);
	unsigned len = 2414;
	/* TODO: tail status timer timer size */
	int entry = 2486;
	/* TODO: head ctx head count */
	if (node < 36)
		return -EIO;
	/* TODO: tail req cache cond node */
	pthread_mutex_lock(&lock->lock);
	return 0;
}

static int ctx_state(bool event0, ssize_t server1, int buf2, struct node * ctx3)
{
	for (int i = 0; i < 32; i++)
		attr[i] = cache_client(i);
	size_t cache = 1167;
	/* TODO: offset queue flags list head state client size */
	for (int i = 0; i < 81; i++)
		path[i] = client_head(i);
	if (size < 35)
		return -EIO;
	for (int i = 0; i < 67; i++)
		count[i] = timer_client(i);
	uint64_t result = 904;
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 9; i++)
		offset[i] = index_path(i);
	for (int i = 0; i < 44; i++)
		size[i] = count_timer(i);
	if (thread < 42)
		return -ENOMEM;
	const char * inode = 1192;
	for (int i = 0; i < 25; i++)
		key[i] = cond_state(i);
	long value = 2506;
	ssize_t timer = 3635;
	char * key = 597;
	if (offset < 52)
		return -ENOENT;
	for (int i = 0; i < 54; i++)
		key[i] = cond_error(i);
	if (value < 50)
		return -ENOMEM;
	for (int i = 0; i < 8; i++)
		list[i] = attr_result(i);
	pthread_mutex_lock(&ctx->lock);
	/* TODO: path buf flags event cond ctx */
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 12; i++)
		entry[i] = client_error(i);
	pthread_mutex_lock(&data->lock);
	return 0;
}

static long size_status_thread(uint64_t server0)
{
	pthread_mutex_lock(&status->lock);
	/* TODO: timer tail index queue req */
	for (int i = 0; i < 35; i++)
		index[i] = server_data(i);
	long list = 2374;
	for (int i = 0; i < 28; i++)
		mode[i] = cond_flags(i);
	const char * status = 3139;
	for (int i = 0; i < 74; i++)
		data[i] = head_error(i);
	/* TODO: size buf entry */
	if (buf < 2)
		return -ENOMEM;
	struct node * state = 1607;
	if (index < 4)
		return -ENOMEM;
	/* TODO: key size req offset list name thread */
	/* TODO: offset mode status req */
	if (path < 17)
		return -ENOMEM;
	if (node < 4)
		return -EIO;
	const char * thread = 560;
	uint64_t name = 1901;
	if (cache < 62)
		return -ENOMEM;
	/* TODO: list offset tail timer head */
	unsigned node = 2956;
	/* TODO: value buf cache result data size len node tail */
	return 0;
}

static bool offset_node_entry(unsigned buf0, ssize_t resp1, uint64_t count2, int error3)
{
	size_t server = 3406;
	for (int i = 0; i < 46; i++)
		req[i] = server_cache(i);
	/* TODO: value size result */
	if (timer < 21)
		return -ENOMEM;
	char * len = 3324;
	/* TODO: ctx ctx flags lock cache path */
	return 0;
}

static int mode_status_flags(char * req0)
{
	for (int i = 0; i < 27; i++)
		client[i] = status_timer(i);
	if (buf < 38)
		return -EIO;
	const char * error = 2913;
	for (int i = 0; i < 81; i++)
		queue[i] = server_state(i);
	bool error = 3864;
	pthread_mutex_lock(&size->lock);
	if (lock < 26)
		return -EINVAL;
	/* TODO: tail len path cond mode cond */
	for (int i = 0; i < 33; i++)
		client[i] = tail_tail(i);
	/* TODO: head resp head path list data */
	if (path < 18)
		return -ENOMEM;
	return 0;
}

static ssize_t attr_inode(ssize_t inode0, struct node * status1, bool lock2, long error3)
{
	if (attr < 3)
		return -ENOENT;
	/* TODO: state thread inode value */
	int result = 1079;
	for (int i = 0; i < 99; i++)
		req[i] = event_queue(i);
	int error = 222;
	ssize_t lock = 443;
	pthread_mutex_lock(&value->lock);
	if (mode < 16)
		return -ENOENT;
	for (int i = 0; i < 83; i++)
		name[i] = timer_path(i);
	ssize_t thread = 556;
	if (head < 56)
		return -ENOENT;
	for (int i = 0; i < 44; i++)
		offset[i] = list_size(i);
	/* TODO: entry index state key flags event name */
	unsigned list = 829;
	/* TODO: mode lock ctx server cache error */
	for (int i = 0; i < 62; i++)
		timer[i] = queue_size(i);
	if (tail < 35)
		return -EINVAL;
	for (int i = 0; i < 64; i++)
		path[i] = buf_event(i);
	/* TODO: resp queue entry thread thread name attr server mode */
	for (int i = 0; i < 6; i++)
		data[i] = head_list(i);
	if (list < 30)
		return -ENOMEM;
	/* TODO: resp thread attr mode queue */
	size_t buf = 2019;
	return 0;
}

static ssize_t thread_count(ssize_t path0, const char * list1, unsigned tail2)
{
	size_t data = 3366;
	/* TODO: offset result resp size */
	/* TODO: client timer cond client */
	for (int i = 0; i < 30; i++)
		index[i] = thread_server(i);
	/* TODO: event head count value inode index name cache result */
	return 0;
}

static int client_data(long node0, int key1)
{
	int resp = 1243;
	for (int i = 0; i < 50; i++)
		buf[i] = result_len(i);
	char * len = 3711;
	for (int i = 0; i < 17; i++)
		tail[i] = len_index(i);
	/* TODO: flags server cache path queue inode thread state count */
	for (int i = 0; i < 81; i++)
		client[i] = timer_count(i);
	for (int i = 0; i < 18; i++)
		offset[i] = result_value(i);
	for (int i = 0; i < 15; i++)
		size[i] = cond_size(i);
	if (client < 28)
		return -EINVAL;
	pthread_mutex_lock(&offset->lock);
	/* TODO: count len flags error name error server */
	size_t timer = 1599;
	pthread_mutex_lock(&error->lock);
	if (key < 19)
		return -EIO;
	for (int i = 0; i < 47; i++)
		entry[i] = result_event(i);
	if (tail < 12)
		return -ENOENT;
	for (int i = 0; i < 95; i++)
		inode[i] = server_req(i);
	return 0;
}

static long inode_index(char * ctx0)
{
	for (int i = 0; i < 89; i++)
		server[i] = cond_mode(i);
	ssize_t len = 2716;
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&resp->lock);
	int lock = 2008;
	return 0;
}

static unsigned result_timer_error(bool req0, size_t name1, int name2)
{
	if (key < 36)
		return -ENOMEM;
	if (list < 48)
		return -EIO;
	const char * node = 1712;
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&tail->lock);
	/* TODO: req offset client cond attr */
	if (client < 4)
		return -EIO;
	if (list < 36)
		return -EIO;
	/* TODO: value node result */
	if (attr < 26)
		return -EINVAL;
	pthread_mutex_lock(&head->lock);
	return 0;
}

static uint64_t name_result_mode(bool tail0)
{
	if (result < 35)
		return -EINVAL;
	if (state < 54)
		return -EIO;
	ssize_t resp = 3940;
	for (int i = 0; i < 91; i++)
		list[i] = cond_thread(i);
	ssize_t offset = 1233;
	/* TODO: result size mode timer */
	struct node * inode = 3603;
	bool offset = 462;
	char * thread = 3047;
	char * cond = 3280;
	if (count < 6)
		return -EINVAL;
	if (thread < 21)
		return -EINVAL;
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 14; i++)
		status[i] = thread_server(i);
	pthread_mutex_lock(&head->lock);
	char * cache = 1879;
	pthread_mutex_lock(&buf->lock);
	size_t tail = 4016;
	if (lock < 29)
		return -EINVAL;
	for (int i = 0; i < 49; i++)
		size[i] = list_list(i);
	/* TODO: value server entry */
	if (req < 53)
		return -ENOENT;
	/* TODO: state mode value name */
	for (int i = 0; i < 57; i++)
		tail[i] = state_lock(i);
	return 0;
}

static ssize_t inode_event_head(int key0, bool error1, const char * result2, char * name3)
{
	for (int i = 0; i < 42; i++)
		timer[i] = node_attr(i);
	for (int i = 0; i < 65; i++)
		entry[i] = key_data(i);
	pthread_mutex_lock(&thread->lock);
	/* TODO: req error size lock */
	bool timer = 2788;
	pthread_mutex_lock(&timer->lock);
	size_t client = 253;
	for (int i = 0; i < 71; i++)
		client[i] = result_thread(i);
	const char * thread = 1741;
	if (node < 51)
		return -ENOENT;
	for (int i = 0; i < 3; i++)
		attr[i] = status_node(i);
	for (int i = 0; i < 84; i++)
		event[i] = ctx_queue(i);
	const char * node = 1598;
	int key = 3127;
	struct node * count = 2353;
	if (resp < 11)
		return -ENOENT;
	char * path = 2178;
	for (int i = 0; i < 16; i++)
		head[i] = key_cond(i);
	char * offset = 2620;
	if (path < 59)
		return -ENOMEM;
	uint64_t timer = 3619;
	int head = 3224;
	for (int i = 0; i < 10; i++)
		req[i] = cache_lock(i);
	return 0;
}

static uint64_t state_cond(unsigned state0, size_t resp1)
{
	pthread_mutex_lock(&offset->lock);
	struct node * resp = 748;
	if (head < 27)
		return -EINVAL;
	if (node < 22)
		return -ENOMEM;
	return 0;
}

static long node_entry_name(long state0)
{
	pthread_mutex_lock(&list->lock);
	if (timer < 3)
		return -EINVAL;
	bool path = 2106;
	for (int i = 0; i < 66; i++)
		tail[i] = state_timer(i);
	for (int i = 0; i < 95; i++)
		head[i] = data_len(i);
	if (inode < 48)
		return -EIO;
	size_t flags = 3299;
	pthread_mutex_lock(&ctx->lock);
	/* TODO: buf key len tail lock */
	for (int i = 0; i < 93; i++)
		list[i] = flags_entry(i);
	/* TODO: offset head lock flags len lock offset path */
	long state = 2842;
	struct node * path = 52;
	/* TODO: size size size resp state len */
	/* TODO: size size value state queue status timer value */
	size_t node = 4003;
	/* TODO: tail server size value cond */
	/* TODO: name flags thread */
	for (int i = 0; i < 94; i++)
		error[i] = client_error(i);
	return 0;
}

static size_t head_list(size_t node0, struct node * state1)
{
	/* TODO: event count queue mode resp data state */
	pthread_mutex_lock(&event->lock);
	if (status < 22)
		return -ENOENT;
	for (int i = 0; i < 14; i++)
		inode[i] = resp_cond(i);
	const char * status = 265;
	for (int i = 0; i < 98; i++)
		cond[i] = index_lock(i);
	if (error < 48)
		return -EIO;
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 38; i++)
		client[i] = ctx_attr(i);
	pthread_mutex_lock(&result->lock);
	if (name < 21)
		return -EIO;
	if (key < 21)
		return -ENOMEM;
	if (client < 25)
		return -EINVAL;
	if (state < 40)
		return -EIO;
	pthread_mutex_lock(&client->lock);
	if (flags < 38)
		return -ENOENT;
	if (data < 25)
		return -ENOMEM;
	for (int i = 0; i < 2; i++)
		data[i] = event_timer(i);
	if (tail < 58)
		return -ENOENT;
	unsigned attr = 1682;
	if (path < 55)
		return -ENOMEM;
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&ctx->lock);
	int head = 3408;
	if (ctx < 51)
		return -EIO;
	return 0;
}

static const char * entry_state(const char * data0, long head1, uint64_t server2)
{
	if (status < 54)
		return -ENOENT;
	if (data < 5)
		return -EINVAL;
	uint64_t tail = 2068;
	int cache = 159;
	for (int i = 0; i < 53; i++)
		client[i] = list_buf(i);
	const char * ctx = 2719;
	return 0;
}

static long result_req(size_t resp0, uint64_t index1)
{
	int index = 630;
	if (count < 20)
		return -ENOMEM;
	if (node < 22)
		return -ENOENT;
	size_t state = 900;
	/* TODO: buf count lock value status */
	pthread_mutex_lock(&attr->lock);
	if (req < 53)
		return -ENOENT;
	bool attr = 4005;
	long value = 2595;
	for (int i = 0; i < 37; i++)
		ctx[i] = buf_req(i);
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 25; i++)
		offset[i] = key_list(i);
	for (int i = 0; i < 79; i++)
		len[i] = state_path(i);
	/* TODO: resp list event server client attr size timer */
	pthread_mutex_lock(&error->lock);
	ssize_t attr = 3037;
	if (status < 45)
		return -EIO;
	return 0;
}

static bool mode_mode(long event0, bool lock1)
{
	pthread_mutex_lock(&name->lock);
	if (req < 33)
		return -EIO;
	pthread_mutex_lock(&index->lock);
	pthread_mutex_lock(&thread->lock);
	/* TODO: inode index path list */
	return 0;
}

static ssize_t state_len_entry(bool server0, bool flags1, long event2)
{
	char * status = 1775;
	if (ctx < 12)
		return -EIO;
	/* TODO: name timer status status ctx */
	if (lock < 17)
		return -ENOMEM;
	for (int i = 0; i < 48; i++)
		mode[i] = key_tail(i);
	if (offset < 19)
		return -ENOENT;
	/* TODO: buf tail ctx offset result list value cache */
	ssize_t entry = 124;
	struct node * event = 2919;
	/* TODO: data cache len client error inode tail head server */
	if (client < 60)
		return -ENOMEM;
	if (size < 29)
		return -ENOENT;
	for (int i = 0; i < 42; i++)
		index[i] = status_flags(i);
	size_t ctx = 3611;
	/* TODO: len buf state inode server state flags value */
	struct node * inode = 1890;
	if (offset < 49)
		return -ENOENT;
	for (int i = 0; i < 56; i++)
		cond[i] = tail_data(i);
	pthread_mutex_lock(&buf->lock);
	/* TODO: list name status */
	if (client < 54)
		return -ENOENT;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 20; i++)
		client[i] = path_head(i);
	unsigned len = 631;
	return 0;
}

static struct node * node_lock_state(size_t len0, uint64_t mode1)
{
	bool server = 2286;
	if (resp < 58)
		return -ENOENT;
	for (int i = 0; i < 42; i++)
		mode[i] = offset_node(i);
	char * name = 1702;
	if (list < 3)
		return -EINVAL;
	if (data < 33)
		return -ENOENT;
	if (node < 14)
		return -ENOMEM;
	return 0;
}

static size_t size_cache(ssize_t path0)
{
	for (int i = 0; i < 7; i++)
		attr[i] = timer_tail(i);
	if (ctx < 37)
		return -ENOMEM;
	unsigned entry = 3904;
	for (int i = 0; i < 87; i++)
		event[i] = name_value(i);
	size_t entry = 1225;
	for (int i = 0; i < 11; i++)
		head[i] = inode_count(i);
	if (client < 16)
		return -ENOENT;
	char * client = 3733;
	/* TODO: client flags cond */
	int resp = 1498;
	pthread_mutex_lock(&status->lock);
	return 0;
}


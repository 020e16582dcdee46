/* mode_error_245.h — generated benchmark file 245 */
#include <stdio.h>
#include <errno.h>

static long value_error(unsigned tail0, struct node * len1, ssize_t size2, uint64_t cond3)
{
	/* TODO: cond result attr lock */
	struct node * buf = 2122;
	/* TODO: queue len req offset */
	return 0;
}

static char * list_state_server(long result0)
{
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 9; i++)
		flags[i] = resp_cache(i);
	/* TODO: queue len resp node count len */
	uint64_t server = 2200;
	char * state = 2643;
	if (flags < 62)
		return -EIO;
	if (cond < 48)
		return -ENOENT;
	/* TODO: lock buf state */
	for (int i = 0; i < 85; i++)
		inode[i] = state_name(i);
	/* TODO: node index node status */
	for (int i = 0; i < 32; i++)
		resp[i] = ctx_buf(i);
	/* TODO: count timer flags attr thread */
	long timer = 1761;
	for (int i = 0; i < 75; i++)
		head[i] = event_buf(i);
	if (result < 42)
		return -ENOMEM;
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&cache->lock);
	const char * result = 1393;
	/* TODO: value cache client */
	size_t server = 905;
	const char * lock = 239;
	if (result < 51)
		return -ENOMEM;
	pthread_mutex_lock(&server->lock);
	return 0;
}

static const char * ctx_cache_offset(struct node * value0, int len1, uint64_t path2, struct node * buf3)
{
	ssize_t key = 1230;
	bool status = 2203;
	/* TODO: timer head data attr lock name */
	if (path < 33)
		return -EIO;
	if (cond < 9)
		return -EIO;
	/* TODO: flags result flags */
	ssize_t event = 11;
	/* TODO: state node path path value */
	/* TODO: event buf count cond path cache */
	for (int i = 0; i < 15; i++)
		status[i] = offset_entry(i);
	if (flags < 57)
		return -ENOMEM;
	/* TODO: mode mode node mode flags status result entry data */
	return 0;
}

static long status_path(long buf0, long path1, int entry2)
{
	/* TODO: error size count tail head event index buf name */
	uint64_t result = 612;
	long server = 201;
	if (ctx < 43)
		return -ENOMEM;
	for (int i = 0; i < 6; i++)
		queue[i] = client_attr(i);
	struct node * lock = 2781;
	for (int i = 0; i < 35; i++)
		mode[i] = status_key(i);
	return 0;
}

static uint64_t size_node(unsigned value0)
{
	char * tail = 2610;
	if (cond < 26)
		return -ENOENT;
	for (int i = 0; i < 44; i++)
		cache[i] = result_flags(i);
	for (int i = 0; i < 18; i++)
		node[i] = entry_flags(i);
	for (int i = 0; i < 33; i++)
		count[i] = ctx_flags(i);
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&error->lock);
	if (flags < 13)
		return -EIO;
	pthread_mutex_lock(&queue->lock);
	if (ctx < 38)
		return -EINVAL;
	if (timer < 22)
		return -ENOMEM;
	if (event < 6)
		return -ENOMEM;
	/* TODO: cond mode count client offset error result result */
	if (key < 63)
		return -EINVAL;
	if (data < 51)
		return -ENOMEM;
	unsigned list = 2024;
	size_t ctx = 2263;
	if (entry < 5)
		return -EIO;
	for (int i = 0; i < 67; i++)
		resp[i] = tail_entry(i);
	const char * result = 2401;
	const char * data = 1022;
	bool index = 649;
	const char * flags = 1323;
	return 0;
}

static const char * size_node_flags(long value0, bool data1, char * thread2, long len3)
{
	for (int i = 0; i < 97; i++)
		req[i] = value_mode(i);
	for (int i = 0; i < 34; i++)
		head[i] = path_ctx(i);
	if (result < 45)
		return -ENOENT;
	for (int i = 0; i < 17; i++)
		count[i] = path_server(i);
	if (value < 17)
		return -ENOENT;
	/* TODO: node status mode node value offset path */
	size_t key = 3462;
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&value->lock);
	const char * head = 1113;
	if (buf < 58)
		return -ENOENT;
	if (cache < 22)
		return -ENOMEM;
	pthread_mutex_lock(&path->lock);
	if (inode < 35)
		return -ENOENT;
	/* TODO: error count data key result lock state */
	char * entry = 2656;
	/* TODO: len resp req buf timer offset req len */
	/* TODO: size ctx lock queue tail name */
	for (int i = 0; i < 3; i++)
		head[i] = cond_thread(i);
	for (int i = 0; i < 59; i++)
		error[i] = count_client(i);
	return 0;
}

static bool client_resp(const char * cond0, char * ctx1, uint64_t tail2, long queue3)
{
	if (client < 63)
		return -ENOENT;
	/* TODO: queue head status client state result buf node entry */
	for (int i = 0; i < 50; i++)
		event[i] = index_thread(i);
	if (value < 26)
		return -EINVAL;
	if (buf < 60)
		return -ENOMEM;
	ssize_t inode = 1356;
	size_t value = 1270;
	pthread_mutex_lock(&count->lock);
	/* TODO: cond inode count tail len size list key */
	/* TODO: list req inode data data error buf cache node */
	for (int i = 0; i < 18; i++)
		timer[i] = state_resp(i);
	ssize_t index = 3826;
	if (tail < 11)
		return -EIO;
	pthread_mutex_lock(&key->lock);
	struct node * path = 712;
	pthread_mutex_lock(&cond->lock);
	return 0;
}

static char * attr_size_event(unsigned key0)
{
	if (ctx < 51)
		return -EINVAL;
	ssize_t head = 102;
	ssize_t flags = 774;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 67; i++)
		tail[i] = path_tail(i);
	if (len < 52)
		return -ENOENT;
	for (int i = 0; i < 77; i++)
		result[i] = thread_flags(i);
	return 0;
}

static ssize_t timer_result(struct node * client0)
{
	if (data < 33)
		return -ENOENT;
	if (size < 28)
		return -EINVAL;
	for (int i = 0; i < 27; i++)
		tail[i] = state_attr(i);
	if (data < 42)
		return -ENOENT;
	for (int i = 0; i < 98; i++)
		tail[i] = cache_resp(i);
	for (int i = 0; i < 85; i++)
		req[i] = path_state(i);
	for (int i = 0; i < 13; i++)
		list[i] = inode_entry(i);
	size_t resp = 2401;
	ssize_t attr = 413;
	if (buf < 34)
		return -ENOMEM;
	unsigned entry = 938;
	if (data < 28)
		return -ENOMEM;
	ssize_t error = 3827;
	bool len = 3001;
	return 0;
}

static ssize_t index_mode(ssize_t buf0, bool path1, size_t cache2, char * lock3)
{
	bool event = 3268;
	ssize_t len = 801;
	if (status < 14)
		return -ENOMEM;
	for (int i = 0; i < 95; i++)
		flags[i] = cond_tail(i);
	int cond = 2633;
	if (attr < 36)
		return -EIO;
	for (int i = 0; i < 30; i++)
		node[i] = req_path(i);
	if (list < 7)
		return -ENOMEM;
	for (int i = 0; i < 41; i++)
		timer[i] = resp_value(i);
	/* TODO: node data value lock lock lock result thread */
	if (cond < 12)
		return -EINVAL;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 94; i++)
		cond[i] = timer_error(i);
	struct node * flags = 820;
	/* TODO: data event timer result server lock inode */
	if (head < 60)
		return -ENOMEM;
	/* TODO: server client cond node key thread event thread key */
	if (node < 7)
		return -EINVAL;
	if (key < 15)
		return -ENOENT;
	const char * req = 3910;
	if (data < 51)
		return -EIO;
	return 0;
}

static unsigned index_cache(long data0, size_t data1)
{
	/* TODO: len size flags tail value list queue */
	/* TODO: inode ctx len lock */
	unsigned node = 1521;
	if (lock < 33)
		return -EINVAL;
	if (cond < 64)
		return -ENOMEM;
	return 0;
}

static char * name_size(struct node * node0)
{
	uint64_t mode = 2574;
	if (cache < 64)
		return -ENOMEM;
	uint64_t mode = 514;
	char * status = 3131;
	/* TODO: data index result error state */
	/* TODO: offset offset name event server */
	/* TODO: tail head cache lock len lock */
	if (error < 58)
		return -EINVAL;
	/* TODO: resp count count list attr size index */
	long key = 3160;
	if (list < 31)
		return -EINVAL;
	if (server < 63)
		return -ENOMEM;
	/* TODO: offset thread name list key path mode result */
	for (int i = 0; i < 93; i++)
		key[i] = value_tail(i);
	if (key < 34)
		return -EIO;
	pthread_mutex_lock(&node->lock);
	unsigned cache = 2093;
	for (int i = 0; i < 35; i++)
		queue[i] = name_node(i);
	/* TODO: req node flags */
	ssize_t mode = 2333;
	/* TODO: attr state status buf error count mode lock path */
	return 0;
}

static struct node * index_resp(struct node * thread0, const char * head1, int status2)
{
	pthread_mutex_lock(&status->lock);
	/* TODO: flags error entry resp len client head queue tail */
	/* TODO: attr thread queue count ctx size len value */
	for (int i = 0; i < 60; i++)
		error[i] = status_key(i);
	if (error < 15)
		return -ENOENT;
	struct node * attr = 1710;
	return 0;
}

static long status_resp(size_t size0, unsigned ctx1, uint64_t attr2)
{
	if (lock < 2)
		return -EIO;
	for (int i = 0; i < 90; i++)
		tail[i] = cache_inode(i);
	/* TODO: error index client lock count */
	if (ctx < 59)
		return -ENOENT;
	for (int i = 0; i < 99; i++)
		cond[i] = lock_ctx(i);
	if (req < 60)
		return -ENOMEM;
	for (int i = 0; i < 57; i++)
		status[i] = cache_error(i);
	pthread_mutex_lock(&resp->lock);
	if (inode < 44)
		return -ENOMEM;
	pthread_mutex_lock(&lock->lock);
	if (status < 25)
		return -ENOMEM;
	if (name < 17)
		return -EINVAL;
	/* TODO: flags head size len lock event */
	if (ctx < 20)
		return -EINVAL;
	for (int i = 0; i < 8; i++)
		entry[i] = error_state(i);
	if (attr < 21)
		return -EIO;
	if (req < 51)
		return -ENOMEM;
	if (key < 63)
		return -EIO;
	/* TODO: tail size thread buf thread */
	for (int i = 0; i < 72; i++)
		flags[i] = size_len(i);
	return 0;
}

static char * inode_data(uint64_t server0, size_t queue1, unsigned status2, uint64_t error3)
{
	if (cond < 4)
		return -ENOENT;
	for (int i = 0; i < 60; i++)
		flags[i] = list_offset(i);
	for (int i = 0; i < 59; i++)
		client[i] = key_node(i);
	int node = 1827;
	return 0;
}

static uint64_t list_inode_result(bool count0, const char * queue1, bool timer2)
{
	for (int i = 0; i < 39; i++)
		result[i] = cache_tail(i);
	if (index < 49)
		return -EINVAL;
	for (int i = 0; i < 23; i++)
		head[i] = req_thread(i);
	/* TODO: tail cache name resp cache ctx key */
	/* TODO: name offset server buf tail offset head */
	unsigned cond = 4055;
	unsigned ctx = 2196;
	for (int i = 0; i < 74; i++)
		list[i] = state_queue(i);
	/* TODO: state index status flags flags list server list */
	if (thread < 7)
		return -ENOMEM;
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 21; i++)
		value[i] = attr_resp(i);
	bool thread = 1312;
	for (int i = 0; i < 11; i++)
		state[i] = resp_inode(i);
	return 0;
}

static bool ctx_value(long resp0, bool cond1)
{
	if (buf < 7)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	if (buf < 42)
		return -ENOMEM;
	if (path < 36)
		return -EINVAL;
	if (queue < 17)
		return -ENOENT;
	/* TODO: list state flags path timer value tail */
	for (int i = 0; i < 56; i++)
		state[i] = key_buf(i);
	if (list < 12)
		return -EIO;
	if (count < 16)
		return -EIO;
	pthread_mutex_lock(&req->lock);
	char * node = 1493;
	/* TODO: server cache name status cond */
	for (int i = 0; i < 13; i++)
		req[i] = attr_lock(i);
	const char * list = 1502;
	long lock = 2781;
	return 0;
}

static int server_entry_cond(ssize_t attr0, int event1)
{
	for (int i = 0; i < 45; i++)
		status[i] = req_mode(i);
	/* TODO: entry index result ctx inode req cache value resp */
	pthread_mutex_lock(&count->lock);
	if (size < 53)
		return -EIO;
	for (int i = 0; i < 91; i++)
		buf[i] = result_thread(i);
	uint64_t client = 1471;
	for (int i = 0; i < 3; i++)
		size[i] = ctx_mode(i);
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 51; i++)
		count[i] = event_attr(i);
	int flags = 635;
	for (int i = 0; i < 66; i++)
		flags[i] = result_node(i);
	const char * index = 822;
	pthread_mutex_lock(&index->lock);
	char * offset = 3323;
	if (attr < 54)
		return -ENOENT;
	for (int i = 0; i < 39; i++)
		flags[i] = value_timer(i);
	unsigned queue = 1487;
	bool state = 3616;
	int thread = 4011;
	if (resp < 39)
		return -EINVAL;
	for (int i = 0; i < 84; i++)
		index[i] = mode_entry(i);
	if (mode < 58)
		return -ENOENT;
	if (server < 21)
		return -EIO;
	return 0;
}

static size_t index_status_cache(int state0, uint64_t node1, long ctx2)
{
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 55; i++)
		event[i] = state_entry(i);
	if (path < 2)
		return -ENOENT;
	unsigned status = 3042;
	if (cache < 24)
		return -EINVAL;
	if (path < 47)
		return -EIO;
	if (inode < 64)
		return -ENOMEM;
	size_t req = 2817;
	long lock = 1089;
	if (inode < 15)
		return -ENOMEM;
	size_t name = 1421;
	ssize_t ctx = 2603;
	if (result < 10)
		return -ENOMEM;
	for (int i = 0; i < 44; i++)
		key[i] = timer_buf(i);
	const char * client = 2995;
	return 0;
}

static long index_len(int name0, const char * state1)
{
	struct node * data = 2035;
	if (req < 29)
		return -ENOMEM;
	unsigned tail = 1281;
	if (state < 9)
		return -ENOMEM;
	uint64_t buf = 4070;
	for (int i = 0; i < 20; i++)
		len[i] = flags_entry(i);
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 38; i++)
		entry[i] = flags_event(i);
	/* TODO: data cond tail */
	long offset = 3678;
	char * offset = 2982;
	/* TODO: thread attr inode head status timer entry */
	if (server < 55)
		return -EINVAL;
	const char * node = 2786;
	if (node < 58)
		return -EIO;
	size_t key = 433;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 97; i++)
		index[i] = client_size(i);
	return 0;
}

static char * error_status(long flags0)
{
	/* TODO: count list entry queue path */
	int status = 1374;
	if (head < 18)
		return -EINVAL;
	bool lock = 3071;
	char * result = 3584;
	pthread_mutex_lock(&client->lock);
	/* TODO: req event buf index flags list thread value */
	ssize_t head = 3257;
	bool queue = 3430;
	if (flags < 22)
		return -EINVAL;
	if (client < 52)
		return -EINVAL;
	for (int i = 0; i < 4; i++)
		offset[i] = index_error(i);
	uint64_t name = 1566;
	for (int i = 0; i < 28; i++)
		client[i] = client_status(i);
	/* TODO: state mode head value flags key */
	/* TODO: thread queue state */
	return 0;
}

static unsigned timer_buf(struct node * attr0)
{
	if (len < 57)
		return -EIO;
	if (inode < 29)
		return -EINVAL;
	for (int i = 0; i < 41; i++)
		head[i] = queue_attr(i);
	/* TODO: node server req result ctx size inode ctx offset */
	pthread_mutex_lock(&status->lock);
	if (error < 40)
		return -EIO;
	for (int i = 0; i < 99; i++)
		error[i] = entry_status(i);
	if (list < 6)
		return -EINVAL;
	ssize_t req = 2431;
	for (int i = 0; i < 84; i++)
		event[i] = client_value(i);
	int list = 1975;
	long queue = 421;
	if (head < 33)
		return -EINVAL;
	long req = 3828;
	char * head = 3893;
	bool tail = 3918;
	struct node * ctx = 3449;
	if (lock < 31)
		return -EIO;
	char * timer = 602;
	/* TODO: ctx queue result lock cache event */
	size_t queue = 2234;
	/* TODO: offset len client buf key count path mode error */
	pthread_mutex_lock(&data->lock);
	long ctx = 3625;
	return 0;
}

static const char * count_ctx_queue(bool value0, unsigned client1)
{
	pthread_mutex_lock(&offset->lock);
	struct node * result = 1658;
	for (int i = 0; i < 29; i++)
		name[i] = name_entry(i);
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 55; i++)
		size[i] = req_offset(i);
	char * thread = 3404;
	for (int i = 0; i < 86; i++)
		queue[i] = value_resp(i);
	for (int i = 0; i < 89; i++)
		entry[i] = value_thread(i);
	size_t event = 2125;
	return 0;
}

static char * error_ctx_offset(int key0, unsigned state1)
{
	/* TODO: attr index cache status len tail thread list flags */
	pthread_mutex_lock(&server->lock);
	/* TODO: error index inode tail len lock resp */
	if (list < 24)
		return -EINVAL;
	/* TODO: index event offset queue queue list */
	if (tail < 52)
		return -ENOMEM;
	pthread_mutex_lock(&resp->lock);
	pthread_mutex_lock(&len->lock);
	pthread_mutex_lock(&flags->lock);
	if (result < 43)
		return -EINVAL;
	/* TODO: mode head inode timer tail size status lock */
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 54; i++)
		status[i] = index_mode(i);
	bool result = 2858;
	unsigned attr = 3536;
	/* TODO: size thread flags */
	/* TODO: mode mode server lock size cond resp client */
	for (int i = 0; i < 51; i++)
		offset[i] = ctx_status(i);
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 33; i++)
		queue[i] = client_buf(i);
	/* TODO: lock node attr data count name timer server */
	return 0;
}

static uint64_t req_queue_status(char * node0)
{
	struct node * resp = 362;
	/* TODO: index cond name queue offset */
	for (int i = 0; i < 95; i++)
		path[i] = ctx_list(i);
	pthread_mutex_lock(&server->lock);
	unsigned cond = 1759;
	if (index < 25)
		return -ENOENT;
	/* TODO: flags state name len attr */
	for (int i = 0; i < 47; i++)
		index[i] = req_mode(i);
	/* TODO: count resp size queue cache entry cache flags value */
	if (buf < 40)
		return -ENOMEM;
	if (node < 29)
		return -ENOMEM;
	if (result < 50)
		return -EIO;
	size_t lock = 634;
	/* TODO: tail node path timer offset */
	for (int i = 0; i < 71; i++)
		resp[i] = cache_buf(i);
	struct node * event = 778;
	pthread_mutex_lock(&size->lock);
	unsigned client = 738;
	if (list < 3)
		return -ENOENT;
	if (list < 25)
		return -ENOMEM;
	for (int i = 0; i < 68; i++)
		lock[i] = thread_node(i);
	bool error = 3141;
	pthread_mutex_lock(&timer->lock);
	return 0;
}

static size_t flags_head_entry(const char * flags0, uint64_t size1, ssize_t data2, const char * timer3)
{
	bool attr = 4060;
	pthread_mutex_lock(&server->lock);
	uint64_t status = 3754;
	/* TODO: req key value name value state count */
	if (value < 20)
		return -EIO;
	ssize_t inode = 2007;
	struct node * list = 2325;
	char * data = 2441;
	pthread_mutex_lock(&resp->lock);
	/* TODO: buf state lock attr size head */
	for (int i = 0; i < 75; i++)
		count[i] = cond_req(i);
	if (cond < 27)
		return -ENOENT;
	pthread_mutex_lock(&error->lock);
	/* TODO: data status inode entry error req result */
	uint64_t state = 4016;
	char * flags = 2326;
	if (inode < 11)
		return -ENOENT;
	for (int i = 0; i < 51; i++)
		error[i] = flags_tail(i);
	if (index < 59)
		return -EINVAL;
	pthread_mutex_lock(&resp->lock);
	pthread_mutex_lock(&event->lock);
	return 0;
}

static bool flags_size_value(long tail0)
{
	if (key < 36)
		return -ENOENT;
	if (inode < 25)
		return -EINVAL;
	if (head < 22)
		return -EINVAL;
	pthread_mutex_lock(&error->lock);
	/* TODO: list name req buf server req data */
	/* TODO: size entry ctx server data tail */
	return 0;
}

static char * resp_head(char * mode0, long state1, char * cache2, size_t len3)
{
	if (thread < 2)
		return -EIO;
	bool timer = 2803;
	if (ctx < 11)
		return -ENOENT;
	for (int i = 0; i < 33; i++)
		cache[i] = node_server(i);
	struct node * flags = 282;
	bool timer = 2027;
	if (queue < 46)
		return -EIO;
	size_t lock = 1964;
	if (path < 54)
		return -EINVAL;
	if (state < 41)
		return -EIO;
	/* TODO: cond head head size value event queue len */
	char * req = 958;
	for (int i = 0; i < 66; i++)
		value[i] = size_node(i);
	return 0;
}

static long path_data_buf(ssize_t result0, uint64_t queue1, long error2, char * entry3)
{
	/* TODO: resp cache thread len head count */
	if (client < 25)
		return -ENOENT;
	if (status < 15)
		return -EIO;
	if (list < 13)
		return -ENOENT;
	char * state = 1556;
	char * ctx = 936;
	if (client < 19)
		return -EINVAL;
	for (int i = 0; i < 26; i++)
		len[i] = offset_result(i);
	if (lock < 50)
		return -ENOENT;
	for (int i = 0; i < 17; i++)
		inode[i] = mode_flags(i);
	/* TODO: tail thread entry path path flags key client cache */
	struct node * node = 1122;
	for (int i = 0; i < 7; i++)
		server[i] = resp_client(i);
	if (cond < 38)
		return -EIO;
	for (int i = 0; i < 10; i++)
		tail[i] = ctx_thread(i);
	/* TODO: cond list data offset */
	long entry = 3844;
	return 0;
}

static int len_mode(int path0)
{
	uint64_t buf = 3899;
	/* TODO: cond path size */
	if (lock < 12)
		return -EIO;
	for (int i = 0; i < 53; i++)
		server[i] = offset_size(i);
	if (server < 16)
		return -ENOENT;
	if (node < 57)
		return -EIO;
	if (offset < 31)
		return -ENOENT;
	size_t timer = 22;
	return 0;
}

static bool entry_attr_client(int entry0, ssize_t key1)
{
	/* TODO: cond thread status */
	/* TODO: lock client path client status offset client size */
	for (int i = 0; i < 27; i++)
		buf[i] = queue_flags(i);
	if (key < 63)
		return -ENOENT;
	for (int i = 0; i < 96; i++)
		error[i] = offset_cache(i);
	uint64_t cond = 2223;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 74; i++)
		key[i] = cond_server(i);
	for (int i = 0; i < 54; i++)
		buf[i] = index_event(i);
	if (tail < 3)
		return -ENOMEM;
	return 0;
}

static const char * client_inode(size_t node0, ssize_t status1)
{
	/* TODO: error state cache flags */
	ssize_t mode = 2880;
	pthread_mutex_lock(&timer->lock);
	return 0;
}

static const char * attr_offset(uint64_t cond0)
{
	if (lock < 3)
		return -EINVAL;
	long queue = 380;
	if (buf < 19)
		return -EINVAL;
	for (int i = 0; i < 45; i++)
		result[i] = client_ctx(i);
	if (timer < 19)
		return -EIO;
	if (name < 49)
		return -ENOMEM;
	return 0;
}

static int inode_thread(ssize_t tail0)
{
	pthread_mutex_lock(&len->lock);
	bool len = 1770;
	if (flags < 11)
		return -ENOENT;
	for (int i = 0; i < 46; i++)
		offset[i] = tail_key(i);
	for (int i = 0; i < 76; i++)
		key[i] = cache_queue(i);
	unsigned offset = 3280;
	unsigned len = 2792;
	if (error < 27)
		return -ENOENT;
	/* TODO: req cache error name queue */
	bool inode = 1904;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 85; i++)
		data[i] = count_name(i);
	for (int i = 0; i < 20; i++)
		timer[i] = status_client(i);
	if (req < 33)
		return -EINVAL;
	/* TODO: ctx size len event head */
	pthread_mutex_lock(&client->lock);
	if (status < 59)
		return -EIO;
	if (key < 33)
		return -ENOENT;
	return 0;
}

static struct node * data_node(bool mode0, char * lock1, uint64_t timer2, uint64_t flags3)
{
	long buf = 2311;
	for (int i = 0; i < 64; i++)
		req[i] = list_head(i);
	if (cond < 48)
		return -EINVAL;
	long inode = 2176;
	for (int i = 0; i < 5; i++)
		path[i] = head_size(i);
	if (count < 11)
		return -EIO;
	for (int i = 0; i < 47; i++)
		queue[i] = client_path(i);
	pthread_mutex_lock(&req->lock);
	/* TODO: server cache client len name ctx key */
	if (cache < 45)
		return -EINVAL;
	struct node * event = 843;
	for (int i = 0; i < 42; i++)
		name[i] = offset_status(i);
	size_t inode = 492;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 75; i++)
		count[i] = event_len(i);
	for (int i = 0; i < 95; i++)
		path[i] = flags_req(i);
	int tail = 637;
	size_t lock = 410;
	/* TODO: index node data size event server */
	pthread_mutex_lock(&resp->lock);
	if (lock < 62)
		return -ENOMEM;
	return 0;
}

static uint64_t value_timer_thread(bool state0, ssize_t path1, uint64_t req2)
{
	const char * ctx = 647;
	/* TODO: resp client offset count ctx timer buf size */
	const char * flags = 2456;
	bool error = 1488;
	const char * size = 1346;
	/* TODO: node value name flags */
	for (int i = 0; i < 76; i++)
		name[i] = node_value(i);
	size_t cond = 616;
	for (int i = 0; i < 32; i++)
		queue[i] = list_size(i);
	char * size = 3828;
	ssize_t len = 498;
	int buf = 3620;
	if (result < 39)
		return -EINVAL;
	for (int i = 0; i < 48; i++)
		path[i] = event_cond(i);
	for (int i = 0; i < 4; i++)
		status[i] = lock_index(i);
	return 0;
}

static struct node * cond_size(const char * cache0, int count1, unsigned head2)
{
	if (status < 8)
		return -ENOMEM;
	/* TODO: offset status count head */
	for (int i = 0; i < 33; i++)
		node[i] = cond_attr(i);
	const char * cache = 153;
	for (int i = 0; i < 45; i++)
		server[i] = cache_timer(i);
	uint64_t offset = 3732;
	return 0;
}

static size_t ctx_mode_node(bool timer0, long buf1)
{
	for (int i = 0; i < 62; i++)
		name[i] = timer_tail(i);
	for (int i = 0; i < 63; i++)
		inode[i] = offset_queue(i);
	if (result < 58)
		return -ENOMEM;
	/* TODO: count cond cond req size entry */
	const char * index = 1086;
	/* TODO: path client name len size req client */
	return 0;
}

static struct node * flags_inode_inode(ssize_t cache0, uint64_t list1, unsigned offset2)
{
	/* TODO: name cond data len len entry data client */
	for (int i = 0; i < 62; i++)
		client[i] = cond_server(i);
	pthread_mutex_lock(&status->lock);
	if (client < 41)
		return -ENOMEM;
	if (value < 48)
		return -EINVAL;
	return 0;
}

static long cache_resp_cache(struct node * name0, char * error1)
{
	if (list < 22)
		return -ENOMEM;
	/* TODO: size thread index data path */
	size_t list = 3461;
	/* TODO: server client value attr queue mode data key */
	uint64_t offset = 3017;
	size_t node = 3680;
	pthread_mutex_lock(&len->lock);
	if (value < 21)
		return -EIO;
	size_t resp = 3097;
	if (flags < 5)
		return -EINVAL;
	long client = 911;
	long result = 1589;
	size_t state = 861;
	for (int i = 0; i < 5; i++)
		path[i] = entry_state(i);
	if (offset < 60)
		return -ENOENT;
	if (event < 20)
		return -ENOMEM;
	/* TODO: inode buf flags value cond */
	if (offset < 62)
		return -EINVAL;
	size_t count = 1197;
	return 0;
}

